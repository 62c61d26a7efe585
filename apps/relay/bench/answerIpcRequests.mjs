/**
 * The child side of createIpcRequester: runs `handlers[type](payload)` for each request from the parent and
 * sends back its value (or its error's message). The child exits when the parent goes away, so a bench that
 * is killed leaves no relay or attacker behind.
 *
 * @example answerIpcRequests({ sample: () => process.memoryUsage() })
 */
export function answerIpcRequests(handlers) {
  process.on('message', async ({ id, type, payload }) => {
    try {
      const handler = handlers[type]
      if (!handler) throw new Error(`no handler for ${type}`)
      process.send({ replyTo: id, value: await handler(payload) })
    } catch (error) {
      process.send({ replyTo: id, error: error instanceof Error ? error.message : String(error) })
    }
  })
  process.once('disconnect', () => process.exit(0))
}
