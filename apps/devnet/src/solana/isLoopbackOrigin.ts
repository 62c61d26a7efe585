/** Whether a browser `Origin` is a page on this machine (`http(s)://127.0.0.1|localhost|[::1]:port`). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]')
    )
  } catch {
    return false
  }
}
