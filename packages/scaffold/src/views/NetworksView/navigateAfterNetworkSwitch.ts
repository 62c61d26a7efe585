import type { Core } from '@org/appkit-core'

/**
 * Where the modal goes once the active network changed: back to the view the network list was opened from;
 * when the modal was opened on the network list itself (the network button), it closes: the switch was all the
 * visitor came for.
 */
export function navigateAfterNetworkSwitch(core: Pick<Core, 'router' | 'modal'>): void {
  const views = core.router.state.history.map((entry) => entry.view)
  const networksIndex = views.lastIndexOf('Networks')
  if (networksIndex >= 1) {
    core.router.goBackToIndex(networksIndex - 1)
  } else {
    core.modal.close()
  }
}
