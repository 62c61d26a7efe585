'use client'

import { type CaipNetwork, CHAIN_NAMESPACES } from '@org/appkit-core'
import { getNetworkImageUrl } from '@org/appkit-core/internal'
import { Button, NetworkListItem, PowerIcon, WarningIcon } from '@org/appkit-ui'
import { useId, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { getNetworkAvailability } from '../NetworksView/getNetworkAvailability.ts'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

/**
 * The wallet moved to a network the dApp does not support (spec §2 UnsupportedChain): explains it, lists the
 * supported networks of the wallet's namespace to switch to, and offers Disconnect. The router blocks back
 * while this view is in the history, so the view has no way back of its own.
 */
export function UnsupportedChainView() {
  const core = useCore()
  const messages = useMessages().network
  const options = useStateSnapshot(core.options.state)
  const chain = useStateSnapshot(core.chain.state)
  const connection = useStateSnapshot(core.connection.state)
  const [pendingId, setPendingId] = useState<string | undefined>()
  const [disconnecting, setDisconnecting] = useState(false)
  const headingId = useId()

  // The wallet's namespace: the active one when connected there, else the first connected one.
  const active = chain.activeNamespace
  const namespace =
    active && connection.status[active] === 'connected'
      ? active
      : (CHAIN_NAMESPACES.find((ns) => connection.status[ns] === 'connected') ?? active)
  const networks: CaipNetwork[] = namespace
    ? core.chain.state.chains[namespace].network.requestedNetworks
    : []

  async function select(network: CaipNetwork) {
    setPendingId(network.caipNetworkId)
    try {
      await core.switchNetwork(network)
      // A fresh history: back is no longer blocked by this view.
      core.router.reset('Account')
    } catch (error) {
      core.snack.showError(isRejection(error) ? messages.switchDeclined : messages.switchFailed)
    } finally {
      setPendingId(undefined)
    }
  }

  async function disconnect() {
    setDisconnecting(true)
    try {
      // A failure shows core's 'Failed to disconnect' toast; the view stays.
      const result = await core.connection.disconnect()
      if (result.status === 'success') core.modal.close()
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <ViewFrame className="apkt-unsupported-chain-view">
      <ViewStatus
        visual={
          <span className="apkt-unsupported-chain-icon">
            <WarningIcon size="lg" />
          </span>
        }
        title={messages.unsupportedTitle}
        description={messages.unsupportedDescription}
      />
      {networks.length > 0 ? (
        <section aria-labelledby={headingId} className="apkt-view-section">
          <h3 id={headingId} className="apkt-view-heading">
            {messages.supportedNetworks}
          </h3>
          <ul className="apkt-view-list apkt-unsupported-chain-list">
            {networks.map((network) => {
              const availability = getNetworkAvailability(network, {
                approvedNetworkIds: chain.chains[network.chainNamespace].network.approvedNetworkIds,
                status: connection.status,
                hasAdapter: (ns) => core.adapters.has(ns),
              })
              return (
                <li key={network.caipNetworkId}>
                  <NetworkListItem
                    name={network.name}
                    imageUrl={getNetworkImageUrl(network, options.chainImages)}
                    description={availability === 'notApproved' ? messages.notApprovedByWallet : undefined}
                    disabled={
                      availability !== 'available' ||
                      disconnecting ||
                      (pendingId !== undefined && pendingId !== network.caipNetworkId)
                    }
                    loading={pendingId === network.caipNetworkId}
                    onClick={() => void select(network)}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        iconLeft={<PowerIcon size="sm" />}
        loading={disconnecting}
        disabled={pendingId !== undefined}
        onClick={() => void disconnect()}
      >
        {messages.disconnect}
      </Button>
    </ViewFrame>
  )
}
