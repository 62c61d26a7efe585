import { devWalletErrorCodes, ProviderRpcError } from './ProviderRpcError.ts'

export interface RequestJsonRpcParameters {
  url: string
  method: string
  params?: unknown
}

/**
 * One JSON-RPC 2.0 call over `fetch` (works in browsers and Node). A node error comes back as a
 * `ProviderRpcError` with the node's own code, message and data, untouched.
 */
export async function requestJsonRpc({ url, method, params }: RequestJsonRpcParameters): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ProviderRpcError(devWalletErrorCodes.disconnected, `Cannot reach ${url}: ${reason}`)
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  } | null
  if (body?.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  if (!body || !('result' in body)) {
    throw new ProviderRpcError(
      devWalletErrorCodes.internal,
      `Invalid JSON-RPC answer from ${url} (${response.status})`,
    )
  }
  return body.result
}
