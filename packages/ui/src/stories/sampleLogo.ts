/** A square (or round) logo with a short text, as an SVG data URI. */
export function sampleLogo(background: string, foreground: string, text: string, round = false): string {
  const shape = round
    ? `<circle cx="32" cy="32" r="32" fill="${background}"/>`
    : `<rect width="64" height="64" rx="14" fill="${background}"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}<text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${foreground}">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
