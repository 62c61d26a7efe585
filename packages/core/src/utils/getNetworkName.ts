import { UNKNOWN_NETWORK_NAME } from '../constants/defaults.ts'

/** The network's display name, or 'Unknown Network' when it is missing or blank (spec §8). */
export function getNetworkName(network: { name?: string | undefined } | null | undefined): string {
  const name = network?.name?.trim()
  return name ? name : UNKNOWN_NETWORK_NAME
}
