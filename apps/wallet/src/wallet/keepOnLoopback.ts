import type { ICore } from '@walletconnect/types'

/**
 * Stops the two calls WalletKit makes beyond the relay (LOCAL-STACK.md): the hosted verify service (its iframe
 * and attestation lookups) and the telemetry INIT event that is sent even with telemetry off. A resolve that
 * answers nothing leaves each request's verify context UNKNOWN, as when the service is unreachable.
 */
export function keepOnLoopback(core: ICore): void {
  core.verify.register = async () => undefined
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => undefined
}
