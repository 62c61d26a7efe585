/** Whether `value` is an absolute http(s) URL: the only kind of RPC URL the wallet accepts. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
