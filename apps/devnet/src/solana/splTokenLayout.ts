import { type Address, getAddressDecoder, getAddressEncoder, type ReadonlyUint8Array } from '@solana/kit'
import { solanaProgramIds } from './solanaProgramIds.ts'

// The SPL Token account layouts (the same in Token-2022 before its extensions): a mint is 82 bytes, a token
// account 165.
export const mintSize = 82
export const tokenAccountSize = 165

export interface SplMint {
  mintAuthority: Address | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: Address | null
}

export interface SplTokenAccount {
  mint: Address
  owner: Address
  amount: bigint
  delegate: Address | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegatedAmount: bigint
  closeAuthority: Address | null
}

const addressEncoder = getAddressEncoder()
const addressDecoder = getAddressDecoder()

function readOptionalAddress(view: DataView, bytes: ReadonlyUint8Array, offset: number): Address | null {
  return view.getUint32(offset, true) === 1
    ? addressDecoder.decode(bytes.subarray(offset + 4, offset + 36))
    : null
}

function writeOptionalAddress(view: DataView, bytes: Uint8Array, offset: number, value: Address | null) {
  if (value === null) return
  view.setUint32(offset, 1, true)
  bytes.set(addressEncoder.encode(value), offset + 4)
}

/** Whether an account owned by `owner` with `data` is an SPL token account (Token or Token-2022). */
export function isTokenAccountData(owner: string, data: ReadonlyUint8Array): boolean {
  if (owner === solanaProgramIds.token) return data.length === tokenAccountSize
  // Token-2022 marks an extended token account with account type 2 right after the base layout.
  if (owner === solanaProgramIds.token2022)
    return (
      data.length === tokenAccountSize || (data.length > tokenAccountSize && data[tokenAccountSize] === 2)
    )
  return false
}

/** Whether an account is an SPL mint (Token, or Token-2022 with account type 1 after the padded base layout). */
export function isMintData(owner: string, data: ReadonlyUint8Array): boolean {
  if (owner === solanaProgramIds.token) return data.length === mintSize
  if (owner === solanaProgramIds.token2022)
    return data.length === mintSize || (data.length > tokenAccountSize && data[tokenAccountSize] === 1)
  return false
}

export function decodeMint(data: ReadonlyUint8Array): SplMint {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: readOptionalAddress(view, data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: readOptionalAddress(view, data, 46),
  }
}

export function encodeMint(mint: SplMint): Uint8Array {
  const data = new Uint8Array(mintSize)
  const view = new DataView(data.buffer)
  writeOptionalAddress(view, data, 0, mint.mintAuthority)
  view.setBigUint64(36, mint.supply, true)
  data[44] = mint.decimals
  data[45] = mint.isInitialized ? 1 : 0
  writeOptionalAddress(view, data, 46, mint.freezeAuthority)
  return data
}

const states = ['uninitialized', 'initialized', 'frozen'] as const

export function decodeTokenAccount(data: ReadonlyUint8Array): SplTokenAccount {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mint: addressDecoder.decode(data.subarray(0, 32)),
    owner: addressDecoder.decode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: readOptionalAddress(view, data, 72),
    state: states[data[108] ?? 0] ?? 'uninitialized',
    isNative: view.getUint32(109, true) === 1,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: readOptionalAddress(view, data, 129),
  }
}

export function encodeTokenAccount(account: SplTokenAccount): Uint8Array {
  const data = new Uint8Array(tokenAccountSize)
  const view = new DataView(data.buffer)
  data.set(addressEncoder.encode(account.mint), 0)
  data.set(addressEncoder.encode(account.owner), 32)
  view.setBigUint64(64, account.amount, true)
  writeOptionalAddress(view, data, 72, account.delegate)
  data[108] = states.indexOf(account.state)
  if (account.isNative) view.setUint32(109, 1, true)
  view.setBigUint64(121, account.delegatedAmount, true)
  writeOptionalAddress(view, data, 129, account.closeAuthority)
  return data
}
