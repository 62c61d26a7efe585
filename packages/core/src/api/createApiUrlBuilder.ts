export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue>>

export interface ApiUrlBuilderOptions {
  baseUrl: string
  projectId: string
  /** Sent as `st` (e.g. `appkit`). */
  sdkType: string
  /** Sent as `sv` (e.g. `react-wagmi-1.0.0`). */
  sdkVersion: string
  /** The WalletConnect relay client id, appended as `clientId` once known. */
  getClientId?: () => string | undefined
}

export interface ApiUrlBuilder {
  /** The project and SDK params GETs carry automatically; POSTs that need them pass them in `params`. */
  readonly sdkParams: Readonly<{ projectId: string; st: string; sv: string }>
  /** Builds an absolute URL under the base; with `withSdkParams` it carries projectId, st and sv. */
  url(path: string, params?: QueryParams, options?: { withSdkParams?: boolean }): string
}

/**
 * The URLs of one API base, apart from the fetcher: building a URL (a wallet image's, say) is synchronous and
 * needed while the UI renders, before the fetcher's code has loaded.
 *
 * @example createApiUrlBuilder({ baseUrl, projectId, sdkType, sdkVersion }).url('/v1/x', { a: 1 })
 */
export function createApiUrlBuilder(options: ApiUrlBuilderOptions): ApiUrlBuilder {
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion } as const

  function url(path: string, params: QueryParams = {}, { withSdkParams = false } = {}): string {
    const base = options.baseUrl.replace(/\/+$/, '')
    const target = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`)
    const all: QueryParams = withSdkParams ? { ...sdkParams, ...params } : params
    for (const [key, value] of Object.entries(all)) {
      const text = queryText(value)
      if (text !== undefined) target.searchParams.set(key, text)
    }
    const clientId = options.getClientId?.()
    if (clientId) target.searchParams.set('clientId', clientId)
    return target.toString()
  }

  return { sdkParams, url }
}

function queryText(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined
  return String(value)
}
