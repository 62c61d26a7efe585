import { connect, createServer, type Socket } from 'node:net'

export interface TcpProxy {
  readonly port: number
  /** Drops every connection through it and refuses new ones (as a Redis that went away). */
  cut(): void
  /** Lets connections through again. */
  restore(): void
  close(): Promise<void>
}

/** A TCP proxy on 127.0.0.1 in front of `target`, so a test can take a server away and bring it back without
 * restarting it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let passing = true
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    track(client)
    if (!passing) return client.destroy()
    const upstream = connect(target.port, target.host)
    track(upstream)
    client.pipe(upstream).pipe(client)
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      passing = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      passing = true
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
