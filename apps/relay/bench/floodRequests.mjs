/**
 * Keeps `window` requests in flight on `client` until `untilMs` (performance.now()) or the socket closes: as
 * fast as the relay answers, which is as fast as its budgets let it. `nextRequest(n)` gives the n-th
 * `{ method, params }`; each answer goes to `onAnswer(answer, request)`.
 *
 * @example await floodRequests({ client, window: 4, untilMs, nextRequest, onAnswer })
 */
export async function floodRequests({ client, window, untilMs, nextRequest, onAnswer }) {
  let sent = 0
  async function lane() {
    while (client.open && performance.now() < untilMs) {
      const request = nextRequest(sent++)
      onAnswer(await client.request(request.method, request.params), request)
    }
  }
  await Promise.all(Array.from({ length: window }, lane))
  return sent
}
