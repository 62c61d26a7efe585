'use client'

import type { AccountTab } from '@org/appkit-core/internal'
import { Button, PowerIcon, type TabItem, Tabs, WalletIcon } from '@org/appkit-ui'
import { useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { AccountProfile } from './AccountProfile.tsx'
import { ActivityTab } from './ActivityTab.tsx'
import { TokensTab } from './TokensTab.tsx'
import { WalletFeatures } from './WalletFeatures.tsx'

/**
 * The connected account (spec §2 Account): profile, wallet features, the Tokens and Activity tabs (the selected one
 * kept in the account's `currentTab`) and Disconnect. Reads the active namespace's account. There is no NFT data
 * source (the spec's API has no NFT call), so there is no NFTs tab: a stored `currentTab: 'nfts'` shows Tokens.
 */
export function AccountView() {
  const core = useCore()
  const messages = useMessages().account
  const { features } = useStateSnapshot(core.options.state)
  const chain = useStateSnapshot(core.chain.state)
  const [disconnecting, setDisconnecting] = useState(false)

  const namespace = chain.activeNamespace
  const account = namespace ? chain.chains[namespace].account : undefined
  // The network object itself (not a snapshot): the tabs hand it to core calls.
  const network = namespace ? core.chain.state.chains[namespace].network.activeNetwork : undefined

  if (!namespace || !account?.address) {
    return (
      <ViewFrame className="apkt-account-view">
        <ViewStatus
          visual={<WalletIcon size="xl" />}
          title={messages.notConnectedTitle}
          description={messages.notConnectedDescription}
          actions={<Button onClick={() => core.router.reset('Connect')}>{messages.connectWallet}</Button>}
        />
      </ViewFrame>
    )
  }

  const tabs: TabItem[] = [
    { id: 'tokens', label: messages.tabTokens },
    ...(features.history ? [{ id: 'activity', label: messages.tabActivity }] : []),
  ]
  const selected: AccountTab = tabs.some((tab) => tab.id === account.currentTab)
    ? account.currentTab
    : 'tokens'

  async function disconnect() {
    setDisconnecting(true)
    try {
      // A failure shows core's 'Failed to disconnect' toast and keeps the account as it was.
      const result = await core.connection.disconnect()
      if (result.status === 'success') core.modal.close()
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <ViewFrame className="apkt-account-view">
      <AccountProfile account={account} address={account.address} network={network} />
      <WalletFeatures />
      <Tabs
        label={messages.tabsLabel}
        tabs={tabs}
        selectedId={selected}
        onSelectedChange={(id) => core.chain.updateAccount(namespace, { currentTab: id as AccountTab })}
        className="apkt-account-tabs"
      >
        {!network ? null : selected === 'tokens' ? (
          <TokensTab address={account.address} network={network} />
        ) : (
          <ActivityTab address={account.address} network={network} />
        )}
      </Tabs>
      <Button
        variant="secondary"
        fullWidth
        iconLeft={<PowerIcon size="sm" />}
        loading={disconnecting}
        onClick={() => void disconnect()}
      >
        {messages.disconnect}
      </Button>
    </ViewFrame>
  )
}
