import type { Address } from 'viem'

export interface DevnetName {
  /** Index of the owner among the devnet accounts. */
  accountIndex: number
  name: string
  /** The ENS `avatar` text record: an on-chain SVG, so showing it needs no request. */
  avatar: string
}

function avatarOf(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><text x="32" y="43" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * The names every devnet start registers in `DevnetNames` (ENS-style: viem's getEnsName / getEnsAvatar answer
 * them), so name display and name-based sends work offline.
 */
export const devnetNames: readonly DevnetName[] = [
  { accountIndex: 0, name: 'alice.eth', avatar: avatarOf('A', '#3b5bdb') },
  { accountIndex: 1, name: 'bob.eth', avatar: avatarOf('B', '#2b8a3e') },
]

/**
 * Where `DevnetNames` lives: the devnet deployer's nonce 2 (after the two tokens) on a fresh chain, so it is a
 * constant the network presets can carry as `contracts.ensUniversalResolver`; `startDevnet` checks it.
 */
export const devnetNamesAddress: Address = '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a'
