import type { ProfileName } from '../api/createProfileApi.ts'

/** ENSIP-11: Ethereum mainnet is coin type 60; another EVM chain is 0x80000000 + its chain id. */
const MAINNET_COIN_TYPE = '60'
const EVM_COIN_TYPE_BASE = 0x8000_0000

/**
 * The address a name points to on an EVM chain: its record for that chain, else its mainnet record (the same
 * account on every EVM chain). Undefined when the name has neither.
 *
 * @example getNameRecordAddress(profile, 8453) // addresses[String(0x80000000 + 8453)] ?? addresses['60']
 */
export function getNameRecordAddress(
  profile: Pick<ProfileName, 'addresses'>,
  chainId: number | string,
): string | undefined {
  const id = Number(chainId)
  const chainCoinType =
    id === 1 || !Number.isSafeInteger(id) || id <= 0 ? MAINNET_COIN_TYPE : String(EVM_COIN_TYPE_BASE + id)
  return profile.addresses[chainCoinType]?.address ?? profile.addresses[MAINNET_COIN_TYPE]?.address
}
