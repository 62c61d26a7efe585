// The devnet's JSON-RPC on the page's own origin: forwarded to the node the server was started with, so one build
// works with a devnet on any port (Next.js fixes NEXT_PUBLIC_* values at build time; this one is read per request).
const DEFAULT_DEVNET_RPC_URL = 'http://127.0.0.1:8545'

export async function POST(request: Request): Promise<Response> {
  const upstream = await fetch(process.env.DEVNET_RPC_URL || DEFAULT_DEVNET_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await request.text(),
  })
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  })
}
