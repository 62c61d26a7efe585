import type { Address } from 'viem'

export interface DevnetToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/**
 * The test ERC-20s every devnet start deploys, in deployment order. The addresses follow from the deployer
 * (mnemonic index 10) and its nonces 0 and 1 on a fresh chain, so they are constants; `startDevnet` checks it.
 */
export const devnetTokens = [
  { address: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9', name: 'Devnet USD', symbol: 'dUSD', decimals: 6 },
  {
    address: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
    name: 'Devnet Token',
    symbol: 'DVT',
    decimals: 18,
  },
] as const satisfies readonly DevnetToken[]
