import { type Hex, hexToBytes, isHex } from 'viem'
import { toPrintableText } from './toPrintableText.ts'

/** A `personal_sign` message: what is signed (`raw` bytes or a plain string) and what the user should read. */
export interface PersonalMessage {
  /** What `signMessage` takes: the bytes when the dApp sent hex, else the string itself. */
  signable: { raw: Hex } | string
  /** The message as text when it is printable UTF-8; undefined for binary data (show `hex` then). */
  text: string | undefined
  hex: Hex | undefined
}

/**
 * Decodes the message param of `personal_sign`. dApps send UTF-8 text as hex (EIP-1193 practice); a few send the
 * text itself, which is signed as text.
 */
export function decodePersonalMessage(message: string): PersonalMessage {
  // Only whole bytes are hex: `0xabc` is text that happens to start with 0x.
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0) {
    return { signable: message, text: message, hex: undefined }
  }
  return { signable: { raw: message }, text: toPrintableText(hexToBytes(message)), hex: message }
}
