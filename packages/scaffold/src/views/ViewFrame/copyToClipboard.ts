/**
 * Writes `text` to the clipboard; resolves false where the Clipboard API is missing or refuses (insecure
 * context, denied permission), so the caller can say so instead of claiming success.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return false
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
