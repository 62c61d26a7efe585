import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRoutedApiContext } from './createRoutedApiContext.ts'
import { createSessionsApi } from './createSessionsApi.ts'

const CAIP_ADDRESS = 'eip155:1:0x1111111111111111111111111111111111111111' as const
const ENCODED = encodeURIComponent(CAIP_ADDRESS)

function setup(routes: Record<string, () => Response>) {
  const { context, calls } = createRoutedApiContext(routes, (path) => path.replace(CAIP_ADDRESS, ENCODED))
  return { api: createSessionsApi(context), calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Smart sessions API (spec §7 /v1/sessions)', () => {
  it('lists sessions of the CAIP-10 account with times in ms', async () => {
    const pci = {
      project: { id: 'abc', name: 'Demo', url: null, iconUrl: null },
      pci: '3f2b',
      expiry: 1_767_225_600,
      createdAt: 1_764_547_200,
      permissions: [{ type: 'contract-call', data: { address: '0x1' } }],
      policies: [],
      context: '0x00',
      revokedAt: null,
    }
    const { api, calls } = setup({
      [`GET /v1/sessions/${ENCODED}`]: () => new Response(JSON.stringify({ pcis: [pci, { pci: 'broken' }] })),
    })
    const sessions = await api.getSmartSessions({ caipAddress: CAIP_ADDRESS, caipNetworkId: 'eip155:1' })
    expect(sessions).toEqual([{ ...pci, expiry: 1_767_225_600_000, createdAt: 1_764_547_200_000 }])
    expect(calls[0]!.url.searchParams.get('projectId')).toBe('p1')
  })

  it('revoke posts pci and signature and accepts the empty answer', async () => {
    const { api, calls } = setup({
      [`POST /v1/sessions/${ENCODED}/revoke`]: () => new Response('', { status: 200 }),
      [`GET /v1/sessions/${ENCODED}`]: () =>
        new Response(
          JSON.stringify({
            pcis: [
              {
                project: { id: 'a', name: 'n' },
                pci: 'p',
                expiry: 2,
                context: null,
                revokedAt: 3,
              },
            ],
          }),
        ),
    })
    await expect(
      api.revokeSmartSession({
        caipAddress: CAIP_ADDRESS,
        caipNetworkId: 'eip155:1',
        pci: 'p',
        signature: '0xs',
      }),
    ).resolves.toEqual({ success: true })
    expect(calls[0]!.body).toEqual({ pci: 'p', signature: '0xs' })
    expect(calls[0]!.url.searchParams.get('projectId')).toBe('p1')
    const [revoked] = await api.getSmartSessions({ caipAddress: CAIP_ADDRESS, caipNetworkId: 'eip155:1' })
    expect(revoked).toMatchObject({ revokedAt: 3000, createdAt: 0, permissions: [], policies: [] })
  })

  it('on an unsupported network the list is empty and revoke makes no request', async () => {
    const { api, calls } = setup({})
    await expect(
      api.getSmartSessions({ caipAddress: CAIP_ADDRESS, caipNetworkId: 'eip155:2' }),
    ).resolves.toEqual([])
    await expect(
      api.revokeSmartSession({
        caipAddress: CAIP_ADDRESS,
        caipNetworkId: 'eip155:2',
        pci: 'p',
        signature: '0x',
      }),
    ).resolves.toEqual({ success: false })
    expect(calls).toHaveLength(0)
  })
})
