import { describe, expect, it, vi } from 'vitest'
import { createFetcher } from './createFetcher.ts'
import { withApiAlerts } from './withApiAlerts.ts'

function fetcherAnswering(status: number, body: unknown) {
  return createFetcher({
    baseUrl: 'https://api.test',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 'test',
    retries: 0,
    fetch: async () => Response.json(body, { status }),
  })
}

describe('withApiAlerts', () => {
  it('a 403 (origin not on the allowlist) raises Invalid App Configuration and still rejects', async () => {
    const showAlert = vi.fn()
    const fetcher = withApiAlerts(fetcherAnswering(403, { message: 'forbidden' }), showAlert)
    await expect(fetcher.get('/v1/supported-chains')).rejects.toMatchObject({ status: 403 })
    expect(showAlert).toHaveBeenCalledWith('Invalid App Configuration')
  })

  it('an error that is not a configuration problem raises no alert', async () => {
    const showAlert = vi.fn()
    const fetcher = withApiAlerts(fetcherAnswering(404, { message: 'not found' }), showAlert)
    await expect(fetcher.post('/v1/profile/account', { body: {} })).rejects.toMatchObject({ status: 404 })
    expect(showAlert).not.toHaveBeenCalled()
  })

  it('answers pass through untouched', async () => {
    const showAlert = vi.fn()
    const fetcher = withApiAlerts(fetcherAnswering(200, { http: ['eip155:1'] }), showAlert)
    await expect(fetcher.get('/v1/supported-chains')).resolves.toEqual({ http: ['eip155:1'] })
    expect(fetcher.url('/x')).toBe('https://api.test/x')
  })
})
