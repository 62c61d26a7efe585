import { describe, expect, it } from 'vitest'
import { parseSolanaChains } from '../chains/parseSolanaChains.ts'
import { getSolanaBalanceFromRpc, readSolanaBalances } from './readSolanaBalances.ts'

const alice = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const bob = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

describe('readSolanaBalances', () => {
  it('reads every address on every chain, in that order', async () => {
    const chains = parseSolanaChains('solana:a=http://127.0.0.1:1,solana:b=http://127.0.0.1:2')
    const balances = await readSolanaBalances(chains, [alice, bob], async (chain, address) =>
      BigInt(chain.caipId.length * 10 + (address === alice ? 1 : 2)),
    )
    expect(balances).toEqual([
      { chainId: 'solana:a', address: alice, state: 'loaded', lamports: 81n },
      { chainId: 'solana:a', address: bob, state: 'loaded', lamports: 82n },
      { chainId: 'solana:b', address: alice, state: 'loaded', lamports: 81n },
      { chainId: 'solana:b', address: bob, state: 'loaded', lamports: 82n },
    ])
  })

  it('gives an unreachable chain `unavailable` with the reason, without failing the others', async () => {
    const chains = parseSolanaChains('solana:down=http://127.0.0.1:1,solana:up=http://127.0.0.1:2')
    const balances = await readSolanaBalances(chains, [alice], async (chain, address) =>
      chain.caipId === 'solana:up' ? 5n : getSolanaBalanceFromRpc(chain, address),
    )
    expect(balances[0]).toMatchObject({ chainId: 'solana:down', state: 'unavailable' })
    expect((balances[0] as { reason: string }).reason).not.toBe('')
    expect(balances[1]).toEqual({ chainId: 'solana:up', address: alice, state: 'loaded', lamports: 5n })
  })
})
