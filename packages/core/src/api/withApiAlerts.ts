import type { Fetcher } from './createFetcher.ts'
import { type AlertMessage, getAlertForApiError } from './getAlertForApiError.ts'

/**
 * The same fetcher, but a failure that means the app is misconfigured (origin not allowed, invalid project id,
 * JWT not yet valid) also raises its alert (spec §8) before the caller sees the error.
 *
 * @example const fetcher = withApiAlerts(createFetcher(options), (message) => alert.open({ message }))
 */
export function withApiAlerts(fetcher: Fetcher, showAlert: (message: AlertMessage) => void): Fetcher {
  function report(error: unknown): never {
    const alert = getAlertForApiError(error)
    if (alert) showAlert(alert.message)
    throw error
  }
  return {
    sdkParams: fetcher.sdkParams,
    url: (path, params, options) => fetcher.url(path, params, options),
    get: ((path: string, options?: Parameters<Fetcher['get']>[1]) =>
      fetcher.get(path, options).catch(report)) as Fetcher['get'],
    post: ((path: string, options?: Parameters<Fetcher['post']>[1]) =>
      fetcher.post(path, options).catch(report)) as Fetcher['post'],
    clearCache: () => fetcher.clearCache(),
  }
}
