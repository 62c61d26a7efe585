import type { WalletConnectProvider } from '@org/appkit-core'
import { describe, expect, it, vi } from 'vitest'
import { devnet } from '../networks/presets.ts'
import { createUniversalAdapter } from './createUniversalAdapter.ts'

// The WalletConnect SDK at the edge of the unit: a provider with or without an approved session.
function createSource(session: WalletConnectProvider['session']) {
  const request = vi.fn(async () => null)
  const provider = {
    request,
    on: vi.fn(),
    removeListener: vi.fn(),
    setDefaultChain: vi.fn(),
    disconnect: vi.fn(),
    session,
  } as unknown as WalletConnectProvider
  const getProvider = vi.fn(async () => provider)
  return { source: { getProvider }, getProvider, request, provider }
}

describe('createUniversalAdapter switchNetwork', () => {
  it('with no session asks nothing and does not load the WalletConnect SDK', async () => {
    const { source, getProvider, request } = createSource(undefined)
    await createUniversalAdapter(source).switchNetwork({ network: devnet })
    expect(getProvider).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })

  it('with a session asks the wallet to switch and moves the default chain', async () => {
    const session = {
      topic: 'topic',
      namespaces: { eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } },
    }
    const { source, request, provider } = createSource(session)
    const adapter = createUniversalAdapter(source)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    await adapter.switchNetwork({ network: devnet })
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(provider.setDefaultChain).toHaveBeenCalledWith('eip155:31337')
  })
})
