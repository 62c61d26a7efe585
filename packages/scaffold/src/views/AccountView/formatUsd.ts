/** A USD value for display in the visitor's locale ('$1,234.57'); an unknown locale falls back to English. */
export function formatUsd(value: number, locale: string): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' }
  try {
    return new Intl.NumberFormat(locale, options).format(value)
  } catch {
    return new Intl.NumberFormat('en', options).format(value)
  }
}
