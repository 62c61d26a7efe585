const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The local stand-in for the provider's buy page that /v1/generators/onrampurl links to: it shows what a real
 * provider would be asked for. Every value is escaped; the page has no script.
 */
export function renderOnrampPage(params: URLSearchParams): string {
  const rows = [...params.entries()]
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td><code>${escapeHtml(value)}</code></td></tr>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local on-ramp</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem;vertical-align:top}code{word-break:break-all}</style>
</head>
<body>
<h1>Local on-ramp</h1>
<p>This is the self-hosted API's stub provider: no purchase happens. A hosted provider would open its checkout with:</p>
<table>${rows}</table>
</body>
</html>
`
}
