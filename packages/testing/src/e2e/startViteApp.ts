import { randomBytes } from 'node:crypto'
import { createServer, type ViteDevServer } from 'vite'
import { strictContentSecurityPolicy } from './strictContentSecurityPolicy.ts'

export interface ViteApp {
  /** `http://127.0.0.1:<port>/`. */
  url: string
  stop(): Promise<void>
}

export interface StartViteAppParameters {
  /** The app's folder, holding its index.html and vite.config.ts. */
  root: string
  /** A fixed port (failing when taken); a free one when absent. */
  port?: number
  /** Build-time settings the app reads from `import.meta.env` (`VITE_*` names), for this server only. */
  env?: Readonly<Record<string, string>>
  /**
   * Serve every response with strictContentSecurityPolicy: Vite marks the scripts and styles it injects with a
   * nonce (`html.cspNonce`), nothing else inline may run. @default false
   */
  strictCsp?: boolean
}

/**
 * An app's Vite dev server on 127.0.0.1, for the end-to-end tests that drive it in a browser.
 *
 * @example const wallet = await startViteApp({ root: new URL('../../wallet/', import.meta.url).pathname })
 */
export async function startViteApp({
  root,
  port,
  env = {},
  strictCsp = false,
}: StartViteAppParameters): Promise<ViteApp> {
  const folder = root.endsWith('/') ? root : `${root}/`
  // One nonce per server is enough for a test page; a deployed page needs a fresh one per response.
  const nonce = randomBytes(16).toString('base64url')
  const server: ViteDevServer = await createServer({
    root: folder,
    configFile: `${folder}vite.config.ts`,
    server: {
      host: '127.0.0.1',
      port: port ?? 0,
      strictPort: port !== undefined,
      ...(strictCsp ? { headers: { 'Content-Security-Policy': strictContentSecurityPolicy(nonce) } } : {}),
    },
    ...(strictCsp ? { html: { cspNonce: nonce } } : {}),
    define: Object.fromEntries(
      Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
    ),
    logLevel: 'error',
  })
  try {
    await server.listen()
    const address = server.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error(`the app in ${folder} has no port`)
    return { url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
