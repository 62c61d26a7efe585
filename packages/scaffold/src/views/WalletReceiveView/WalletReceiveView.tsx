'use client'

import { getNetworkImageUrl, getNetworkName } from '@org/appkit-core/internal'
import { Button, CopyIcon, NetworkImage, QrCode, WalletIcon } from '@org/appkit-ui'
import { useId } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { copyToClipboard } from '../ViewFrame/copyToClipboard.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

/**
 * WalletReceive (reference §3): the account's address as a QR code and as text with Copy, and the networks the
 * address is valid on: every network the dApp configured for the active namespace.
 */
export function WalletReceiveView() {
  const core = useCore()
  const { send: messages, account } = useMessages()
  const chain = useStateSnapshot(core.chain.state)
  const options = useStateSnapshot(core.options.state)
  const headingId = useId()
  const namespace = chain.activeNamespace
  const address = namespace ? chain.chains[namespace].account.address : undefined

  if (!namespace || !address) {
    return (
      <ViewFrame className="apkt-wallet-receive-view">
        <ViewStatus
          visual={<WalletIcon size="xl" />}
          title={account.notConnectedTitle}
          description={account.notConnectedDescription}
          actions={<Button onClick={() => core.router.reset('Connect')}>{account.connectWallet}</Button>}
        />
      </ViewFrame>
    )
  }

  const { requestedNetworks, activeNetwork } = chain.chains[namespace].network
  const networks = requestedNetworks.length > 0 ? requestedNetworks : activeNetwork ? [activeNetwork] : []

  async function copy(text: string) {
    if (await copyToClipboard(text)) core.snack.showSuccess(messages.addressCopied)
    else core.snack.showError(messages.copyFailed)
  }

  return (
    <ViewFrame className="apkt-wallet-receive-view">
      <QrCode
        value={address}
        label={messages.receiveQrLabel}
        size={232}
        logoUrl={getNetworkImageUrl(activeNetwork, options.chainImages)}
        className="apkt-receive-qr"
      />
      <div className="apkt-receive-address">
        <p className="apkt-send-label">{messages.receiveAddressLabel}</p>
        <p className="apkt-receive-address-value">{address}</p>
      </div>
      <Button
        variant="secondary"
        fullWidth
        iconLeft={<CopyIcon size="sm" />}
        onClick={() => void copy(address)}
      >
        {messages.copyAddress}
      </Button>
      <section className="apkt-view-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="apkt-view-heading">
          {messages.receiveNetworksHeading}
        </h3>
        <p className="apkt-receive-networks-description">{messages.receiveNetworksDescription}</p>
        <ul className="apkt-receive-networks">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="apkt-receive-network">
              <NetworkImage src={getNetworkImageUrl(network, options.chainImages)} size="xs" />
              <span>{getNetworkName(network)}</span>
            </li>
          ))}
        </ul>
      </section>
    </ViewFrame>
  )
}
