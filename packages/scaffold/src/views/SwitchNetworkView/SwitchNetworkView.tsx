'use client'

import { formatMessage, getNetworkImageUrl, getNetworkName } from '@org/appkit-core/internal'
import { Button, NetworkImage, WarningIcon } from '@org/appkit-ui'
import { useEffect, useRef, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { navigateAfterNetworkSwitch } from '../NetworksView/navigateAfterNetworkSwitch.ts'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

type SwitchState = { status: 'pending' } | { status: 'error'; declined: boolean }

/**
 * Waits for the connected wallet to approve the switch to the network in the router data (spec §2
 * SwitchNetwork): asks the wallet on arrival and on Try again, shows the decline or failure, and on success
 * returns to where the network list was opened from.
 */
export function SwitchNetworkView() {
  const core = useCore()
  const messages = useMessages().network
  const options = useStateSnapshot(core.options.state)
  useStateSnapshot(core.router.state)
  // Router data is kept out of the proxy (ref), so this is the network object itself.
  const network = core.router.state.data?.network
  const [state, setState] = useState<SwitchState>({ status: 'pending' })
  const [attempt, setAttempt] = useState(0)
  // One wallet request per attempt, also when effects run twice (StrictMode) or the data object is re-read.
  const requested = useRef<{ attempt: number; networkId: string } | undefined>(undefined)

  useEffect(() => {
    if (!network) return
    const last = requested.current
    if (last?.attempt === attempt && last.networkId === network.caipNetworkId) return
    requested.current = { attempt, networkId: network.caipNetworkId }
    setState({ status: 'pending' })
    core.switchNetwork(network).then(
      () => {
        // The visitor may have left while the wallet was deciding; navigate only from here.
        if (core.router.state.view === 'SwitchNetwork') navigateAfterNetworkSwitch(core)
      },
      (error: unknown) => setState({ status: 'error', declined: isRejection(error) }),
    )
  }, [core, network, attempt])

  if (!network) {
    return (
      <ViewFrame className="apkt-switch-network-view">
        <ViewStatus
          tone="error"
          title={messages.noNetworkTitle}
          description={messages.noNetworkDescription}
        />
      </ViewFrame>
    )
  }

  const name = getNetworkName(network)
  const image = (
    <span className="apkt-switch-network-visual" data-status={state.status}>
      <NetworkImage src={getNetworkImageUrl(network, options.chainImages)} size="lg" />
      {state.status === 'pending' ? (
        <span className="apkt-switch-network-ring" aria-hidden="true" />
      ) : (
        <span className="apkt-switch-network-badge" aria-hidden="true">
          <WarningIcon size="sm" />
        </span>
      )}
    </span>
  )

  if (state.status === 'error') {
    return (
      <ViewFrame className="apkt-switch-network-view">
        <ViewStatus
          tone="error"
          visual={image}
          title={state.declined ? messages.switchDeclined : messages.switchFailed}
          description={formatMessage(
            state.declined ? messages.switchDeclinedDescription : messages.switchFailedDescription,
            { network: name },
          )}
          actions={<Button onClick={() => setAttempt((count) => count + 1)}>{messages.tryAgain}</Button>}
        />
      </ViewFrame>
    )
  }

  return (
    <ViewFrame className="apkt-switch-network-view" busy>
      <ViewStatus
        tone="waiting"
        visual={image}
        title={messages.approveInWallet}
        description={formatMessage(messages.approveSwitchDescription, { network: name })}
      />
    </ViewFrame>
  )
}
