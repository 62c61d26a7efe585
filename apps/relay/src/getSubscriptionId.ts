import { createHash } from 'node:crypto'

/** The subscription id of a client on a topic: sha256 hex of topic + client id, so it is the same on every
 * re-subscribe (a reloaded page's irn_batchSubscribe gets back the ids it stored). */
export function getSubscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
