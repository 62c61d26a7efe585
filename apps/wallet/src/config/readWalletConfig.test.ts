import { describe, expect, it } from 'vitest'
import { WalletConfigError } from '../errors/WalletConfigError.ts'
import { readWalletConfig } from './readWalletConfig.ts'

describe('readWalletConfig', () => {
  it('defaults to the local stack: relay on :8555, project laboratory, devnets 31337, 31338 and Solana, three accounts', () => {
    expect(readWalletConfig('', {})).toEqual({
      relayUrl: 'ws://127.0.0.1:8555',
      projectId: 'laboratory',
      chains: [
        { caipId: 'eip155:31337', chainId: 31_337, rpcUrl: 'http://127.0.0.1:8545' },
        { caipId: 'eip155:31338', chainId: 31_338, rpcUrl: 'http://127.0.0.1:8546' },
      ],
      solanaChains: [{ caipId: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx', rpcUrl: 'http://127.0.0.1:8899' }],
      accountCount: 3,
      uri: undefined,
    })
  })

  it('W3: takes the environment over the defaults; a link query replaces none of it, only `uri` is read', () => {
    const env = {
      VITE_WALLET_RELAY_URL: 'ws://127.0.0.1:9000',
      VITE_WALLET_PROJECT_ID: 'from-env',
      VITE_WALLET_CHAINS: '31337=http://127.0.0.1:9545',
      VITE_WALLET_SOLANA_CHAINS: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:9899',
      VITE_WALLET_ACCOUNTS: '5',
    }
    const fromEnv = readWalletConfig('', env)
    expect(fromEnv).toMatchObject({ relayUrl: 'ws://127.0.0.1:9000', projectId: 'from-env', accountCount: 5 })
    expect(fromEnv.chains).toEqual([
      { caipId: 'eip155:31337', chainId: 31_337, rpcUrl: 'http://127.0.0.1:9545' },
    ])
    expect(fromEnv.solanaChains).toEqual([
      { caipId: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx', rpcUrl: 'http://127.0.0.1:9899' },
    ])

    const query = new URLSearchParams({
      relayUrl: 'ws://127.0.0.1:7000',
      projectId: 'from-query',
      chains: 'eip155:5=http://127.0.0.1:7545',
      solanaChains: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:7899',
      accounts: '1',
    })
    expect(readWalletConfig(`?${query}`, env)).toEqual(fromEnv)
    // Nor over the defaults: a hostile link cannot point the wallet at its relay or RPC.
    expect(readWalletConfig(`?${query}&uri=wc%3Ax`, {})).toEqual({ ...readWalletConfig('', {}), uri: 'wc:x' })
  })

  it('reads the ?uri= deep link, and ignores empty parameters', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    expect(readWalletConfig(`?uri=${encodeURIComponent(uri)}&relayUrl=`, {})).toMatchObject({
      uri,
      relayUrl: 'ws://127.0.0.1:8555',
    })
  })

  it('serves no Solana chain with VITE_WALLET_SOLANA_CHAINS=none, and names that variable for a bad value', () => {
    expect(readWalletConfig('', { VITE_WALLET_SOLANA_CHAINS: 'none' }).solanaChains).toEqual([])
    expect(() => readWalletConfig('', { VITE_WALLET_SOLANA_CHAINS: 'solana:x=ws://127.0.0.1:1' })).toThrow(
      'Invalid wallet setting VITE_WALLET_SOLANA_CHAINS="solana:x=ws://127.0.0.1:1"',
    )
  })

  it('rejects a relay URL that is not ws(s) and an account count outside 1-10, naming the setting', () => {
    expect(() => readWalletConfig('', { VITE_WALLET_RELAY_URL: 'http://127.0.0.1:8555' })).toThrow(
      new WalletConfigError(
        'VITE_WALLET_RELAY_URL',
        'http://127.0.0.1:8555',
        'a relay URL starts with ws:// or wss://',
      ),
    )
    expect(() => readWalletConfig('', { VITE_WALLET_ACCOUNTS: '11' })).toThrow(
      'Invalid wallet setting VITE_WALLET_ACCOUNTS="11"',
    )
    expect(() => readWalletConfig('', { VITE_WALLET_ACCOUNTS: '0' })).toThrow(WalletConfigError)
    expect(() => readWalletConfig('', { VITE_WALLET_ACCOUNTS: '1.5' })).toThrow(WalletConfigError)
  })
})
