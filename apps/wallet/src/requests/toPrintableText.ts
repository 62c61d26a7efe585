/**
 * `bytes` as text when they are UTF-8 a person can read; undefined for binary data, which must not pass for text
 * (control characters other than tab and line breaks, or invalid UTF-8).
 *
 * @example toPrintableText(new TextEncoder().encode('Sign in')) // 'Sign in'
 */
export function toPrintableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
