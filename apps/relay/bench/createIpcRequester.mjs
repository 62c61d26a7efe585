/**
 * Requests to a forked child over its IPC channel, answered by the child's answerIpcRequests: each request
 * resolves with the child's answer, or rejects when the child answers an error or exits first. `end(type)`
 * asks the child to finish and waits for it to exit, killing it by its pid if it has not within `graceMs`.
 *
 * @example
 * const ipc = createIpcRequester(fork('relayProcess.mjs'))
 * const sample = await ipc.request('sample', { gc: true })
 * await ipc.end('stop')
 */
export function createIpcRequester(child) {
  const waiting = new Map()
  let nextId = 0
  let exited
  child.on('message', (message) => {
    const waiter = waiting.get(message?.replyTo)
    if (!waiter) return
    waiting.delete(message.replyTo)
    if (message.error) waiter.reject(new Error(message.error))
    else waiter.resolve(message.value)
  })
  child.once('exit', (code, signal) => {
    exited = { code, signal }
    for (const waiter of waiting.values())
      waiter.reject(new Error(`the child process exited (code ${code}, signal ${signal})`))
    waiting.clear()
  })
  const requester = {
    /** How the child exited, once it has. */
    get exited() {
      return exited
    },
    request(type, payload = {}) {
      if (exited || !child.connected)
        return Promise.reject(new Error(`the child process is gone (${JSON.stringify(exited)})`))
      const id = ++nextId
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        child.send({ id, type, payload })
      })
    },
    async end(type, graceMs = 10_000) {
      if (exited) return
      const exit = new Promise((resolve) => child.once('exit', resolve))
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await requester.request(type).catch(() => child.kill('SIGKILL'))
      await exit
      clearTimeout(timer)
    },
  }
  return requester
}
