import { createMemoryStorage } from '@org/appkit-core'
import { createStorageKeys } from '@org/appkit-core/internal'
import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAppKitAccount } from './hooks/useAppKitAccount.ts'
import { useAppKitState } from './hooks/useAppKitState.ts'

function Page({ appKit }: { appKit: AppKit }) {
  return (
    <AppKitProvider appKit={appKit}>
      <Status />
    </AppKitProvider>
  )
}

function Status() {
  const { status } = useAppKitAccount()
  const { initialized } = useAppKitState()
  return (
    <p>
      {status}/{String(initialized)}
    </p>
  )
}

describe('hydration (the reference pain point: a hydration error from useAppKitAccount)', () => {
  it('hydrates a server-rendered page while a stored session is restoring, then shows the live state', async () => {
    // The server knows no session: it renders disconnected.
    const server = createTestAppKit()
    const html = renderToString(<Page appKit={server} />)
    expect(html).toBe('<p>disconnected<!-- -->/<!-- -->false</p>')

    // The browser has a stored session; starting turns it to connecting before React hydrates.
    const storage = createMemoryStorage()
    const keys = createStorageKeys(storage)
    keys.connectionStatus('eip155').set('connected')
    keys.connectedConnectorId('eip155').set('injected')
    let restore: (connection: { address: string; chainId: number }) => void = () => undefined
    const reconnect = new Promise<{ address: string; chainId: number }>((resolve) => {
      restore = resolve
    })
    const client = createTestAppKit({
      storage,
      adapters: [createMockAdapter({ namespace: 'eip155', reconnect }).adapter],
    })
    expect(client.getAccount().status).toBe('connecting')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, <Page appKit={client} />, { onRecoverableError }),
    )
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.textContent).toBe('connecting/false')

    await act(async () => {
      restore({ address: MOCK_ADDRESSES.eip155, chainId: 1 })
      await client.ready()
    })
    expect(container.textContent).toBe('connected/true')
    act(() => root.unmount())
  })
})
