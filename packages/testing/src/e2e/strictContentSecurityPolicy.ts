/**
 * A strict Content-Security-Policy for a page served on 127.0.0.1, as the e2e tests serve the apps: scripts and
 * styles only from the page's origin or carrying `nonce` (no `'unsafe-inline'`, no `'unsafe-eval'`), connections
 * and images only to loopback, no plugins, frames, base or form targets elsewhere. What a dApp's own CSP needs for
 * the modal is in the README ("Content Security Policy").
 *
 * @example strictContentSecurityPolicy('r4nd0m') // "default-src 'self'; script-src 'self' 'nonce-r4nd0m'; ..."
 */
export function strictContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    "font-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' http://127.0.0.1:*",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}
