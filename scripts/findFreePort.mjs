import { createServer } from 'node:net'

/**
 * A TCP port of 127.0.0.1 that nothing listens on right now (the system picks it), for a throwaway server.
 *
 * @example const port = await findFreePort()
 */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
