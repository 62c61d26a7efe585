import type { Core } from '@org/appkit-core'

/**
 * Where the modal goes once the active network changed: back to the view the network list was opened from;
 * without one, the account when connected, else the modal closes (the switch was all the visitor came for).
 */
export function navigateAfterNetworkSwitch(core: Pick<Core, 'router' | 'modal' | 'isConnected'>): void {
  const views = core.router.state.history.map((entry) => entry.view)
  const networksIndex = views.lastIndexOf('Networks')
  if (networksIndex >= 1) {
    core.router.goBackToIndex(networksIndex - 1)
  } else if (core.isConnected()) {
    core.router.reset('Account')
  } else {
    core.modal.close()
  }
}
