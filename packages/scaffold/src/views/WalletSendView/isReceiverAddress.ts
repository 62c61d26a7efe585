import type { ChainNamespace } from '@org/appkit-core'

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'

// The shape of an address per namespace; the wallet checks the rest (checksums) when it signs.
const ADDRESS_PATTERNS: Record<ChainNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: new RegExp(`^${BASE58}{32,44}$`),
  // SS58: base58, 46 to 48 characters for the common address types.
  polkadot: new RegExp(`^${BASE58}{46,48}$`),
  // Bech32 (segwit, taproot; mainnet, testnet, regtest) or legacy base58 (P2PKH, P2SH).
  bip122: new RegExp(`^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[13mn2]${BASE58}{24,33})$`, 'i'),
}

/**
 * Whether `value` has the shape of an address of `namespace` (a name such as `alice.eth` is not one).
 *
 * @example isReceiverAddress('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isReceiverAddress(namespace: ChainNamespace, value: string): boolean {
  return ADDRESS_PATTERNS[namespace].test(value.trim())
}
