import type { Core } from '@org/appkit-core'

/**
 * What the modal does once a wallet connected: inline (`enableEmbedded`) it shows the account; as an overlay it
 * closes, and opens on the account next time (spec §2).
 */
export function finishConnection(core: Core): void {
  if (core.options.state.enableEmbedded) core.router.reset('Account')
  else if (core.modal.state.open) core.modal.close()
}
