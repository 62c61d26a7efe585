/** For tests: a request and its status and parsed JSON body (undefined when empty, the text when not JSON). */
export async function requestJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, init)
  const text = await response.text()
  let body: unknown = text === '' ? undefined : text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers }
}

/** POSTs `body` as JSON text with no Content-Type, as the client does. */
export function postJson(url: string, body: unknown, init: RequestInit = {}) {
  return requestJson(url, { method: 'POST', body: JSON.stringify(body), ...init })
}
