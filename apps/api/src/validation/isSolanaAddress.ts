/** A base58 Solana public key (32-44 characters), told apart from EVM addresses for identity answers. */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
