'use client'

import { type CaipNetwork, CHAIN_NAMESPACES, type ChainNamespace } from '@org/appkit-core'
import { formatMessage, getNetworkImageUrl } from '@org/appkit-core/internal'
import { Button, Chip, HelpIcon, NetworkListItem, SearchInput } from '@org/appkit-ui'
import { useId, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import type { AreaMessages } from '../../i18n/Messages.ts'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { getNetworkAvailability, type NetworkAvailability } from './getNetworkAvailability.ts'
import { navigateAfterNetworkSwitch } from './navigateAfterNetworkSwitch.ts'

type NetworkMessages = AreaMessages<'network'>

const NAMESPACE_HEADINGS = {
  eip155: 'namespaceEip155',
  solana: 'namespaceSolana',
  polkadot: 'namespacePolkadot',
  bip122: 'namespaceBip122',
} as const satisfies Record<ChainNamespace, keyof NetworkMessages>

const UNAVAILABLE_REASONS = {
  notApproved: 'notApprovedByWallet',
  needsOtherWallet: 'needsOtherWallet',
} as const satisfies Record<Exclude<NetworkAvailability, 'available'>, keyof NetworkMessages>

function matches(network: CaipNetwork, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return (
    network.name.toLowerCase().includes(needle) ||
    network.caipNetworkId.toLowerCase().includes(needle) ||
    String(network.id).toLowerCase() === needle
  )
}

/**
 * The network switcher (spec §2 Networks): the dApp's networks grouped by namespace, a search, the active one
 * marked, unavailable ones disabled with the reason. Picking a network the connected wallet must approve opens
 * SwitchNetwork (which asks the wallet); any other switches at once.
 */
export function NetworksView() {
  const core = useCore()
  const messages = useMessages().network
  const options = useStateSnapshot(core.options.state)
  const chain = useStateSnapshot(core.chain.state)
  const connection = useStateSnapshot(core.connection.state)
  const [query, setQuery] = useState('')
  const [pendingId, setPendingId] = useState<string | undefined>()
  const baseId = useId()

  const activeNamespace = chain.activeNamespace
  const activeId = activeNamespace
    ? chain.chains[activeNamespace].network.activeNetwork?.caipNetworkId
    : undefined
  // The options' networks themselves (not snapshots): they are handed to core actions.
  const networks = core.options.state.networks.filter((network) => matches(network, query))
  const groups = CHAIN_NAMESPACES.map((namespace) => ({
    namespace,
    networks: networks.filter((network) => network.chainNamespace === namespace),
  })).filter((group) => group.networks.length > 0)

  function availabilityOf(network: CaipNetwork): NetworkAvailability {
    return getNetworkAvailability(network, {
      approvedNetworkIds: chain.chains[network.chainNamespace].network.approvedNetworkIds,
      status: connection.status,
      hasAdapter: (namespace) => core.adapters.has(namespace),
    })
  }

  async function select(network: CaipNetwork) {
    if (network.caipNetworkId === activeId) {
      navigateAfterNetworkSwitch(core)
      return
    }
    // The wallet has to approve: SwitchNetwork asks it and waits for the answer.
    if (
      core.connection.state.connections[network.chainNamespace] &&
      core.adapters.has(network.chainNamespace)
    ) {
      core.router.push('SwitchNetwork', { network })
      return
    }
    setPendingId(network.caipNetworkId)
    try {
      await core.switchNetwork(network)
      navigateAfterNetworkSwitch(core)
    } catch (error) {
      core.snack.showError(isRejection(error) ? messages.switchDeclined : messages.switchFailed)
    } finally {
      setPendingId(undefined)
    }
  }

  return (
    <ViewFrame className="apkt-networks-view">
      <SearchInput
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        clearLabel={messages.clearSearch}
        value={query}
        onValueChange={setQuery}
      />
      <div className="apkt-networks-view-groups">
        {groups.length === 0 ? (
          <ViewStatus
            title={messages.noResultsTitle}
            description={formatMessage(messages.noResultsDescription, { query: query.trim() })}
          />
        ) : (
          groups.map((group) => {
            const headingId = `${baseId}-${group.namespace}`
            return (
              <section key={group.namespace} aria-labelledby={headingId} className="apkt-view-section">
                <h3 id={headingId} className="apkt-view-heading">
                  {messages[NAMESPACE_HEADINGS[group.namespace]]}
                </h3>
                <ul className="apkt-view-list">
                  {group.networks.map((network) => {
                    const availability = availabilityOf(network)
                    const reason =
                      availability === 'available' ? undefined : messages[UNAVAILABLE_REASONS[availability]]
                    const description =
                      reason || network.testnet ? (
                        <span className="apkt-networks-view-description">
                          {network.testnet ? <Chip label={messages.testnet} size="sm" /> : null}
                          {reason ? <span>{reason}</span> : null}
                        </span>
                      ) : undefined
                    return (
                      <li key={network.caipNetworkId}>
                        <NetworkListItem
                          name={network.name}
                          imageUrl={getNetworkImageUrl(network, options.chainImages)}
                          selected={network.caipNetworkId === activeId}
                          description={description}
                          disabled={
                            availability !== 'available' ||
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
            )
          })
        )}
      </div>
      {/* The explainer is not built in this version: no link that leads nowhere. */}
      {core.router.canShow('WhatIsANetwork') ? (
        <Button
          variant="ghost"
          size="sm"
          iconLeft={<HelpIcon size="sm" />}
          onClick={() => core.router.push('WhatIsANetwork')}
          className="apkt-networks-view-help"
        >
          {messages.whatIsANetwork}
        </Button>
      ) : null}
    </ViewFrame>
  )
}
