'use client'

import { ListItem, WalletIcon, WalletListItem } from '@org/appkit-ui'
import { useEffect, useId } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { openWalletConnect } from '../ConnectingWalletConnectView/openWalletConnect.ts'
import { useWalletConnectPairing } from '../ConnectingWalletConnectView/useWalletConnectPairing.ts'
import { WalletConnectProblem } from '../ConnectingWalletConnectView/WalletConnectProblem.tsx'
import { WalletConnectQr } from '../ConnectingWalletConnectView/WalletConnectQr.tsx'
import { usePrefetchWallets } from '../ConnectView/usePrefetchWallets.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'

/** How many registry wallets the basic view lists under its QR code. */
export const BASIC_WALLETS_SHOWN = 4

/**
 * The WalletConnect-only connect screen (no adapters, or the basic mode): one pairing QR code for any wallet with
 * Copy link, then a few wallets to open directly and All wallets. Marks the connection as the basic one.
 */
export function ConnectingWalletConnectBasicView() {
  const core = useCore()
  const { connect: messages } = useMessages()
  const options = useStateSnapshot(core.options.state)
  const api = useStateSnapshot(core.api.state)
  const { recentWallets } = useStateSnapshot(core.connector.state)
  const pairing = useWalletConnectPairing(core)
  const headingId = useId()
  usePrefetchWallets(core)

  useEffect(() => {
    core.connection.setWcBasic(true)
  }, [core])

  // Only wallets WalletConnect reaches: there is no extension connector in this mode.
  void [api.featured, api.recommended, recentWallets, options.customWallets]
  const wallets = core.connector
    .getConnectorList()
    .filter((entry) => entry.wallet && entry.connectors.length === 0)
    .slice(0, BASIC_WALLETS_SHOWN)
  const showAllWallets = options.allWallets !== 'HIDE'
  const appIcon = options.metadata?.icons?.[0]

  return (
    <ViewFrame className="apkt-connecting-wc-basic-view" busy={pairing.status === 'loading'}>
      {pairing.status === 'error' ||
      pairing.status === 'unavailable' ||
      pairing.status === 'notConfigured' ? (
        <WalletConnectProblem
          status={pairing.status}
          walletName={undefined}
          imageUrl={appIcon}
          onRetry={pairing.retry}
          notConfiguredDescription={messages.wcNotConfiguredBasicDescription}
        />
      ) : (
        <WalletConnectQr uri={pairing.uri} logoUrl={appIcon} />
      )}
      {/* Every wallet here is reached through WalletConnect: without it there is nothing to offer. */}
      {pairing.status !== 'notConfigured' && (wallets.length > 0 || showAllWallets) ? (
        <section className="apkt-view-section" aria-labelledby={headingId}>
          <h3 id={headingId} className="apkt-view-heading">
            {messages.orPickWallet}
          </h3>
          <ul className="apkt-view-list">
            {wallets.map(({ wallet }) =>
              wallet ? (
                <li key={wallet.id}>
                  <WalletListItem
                    name={wallet.name}
                    imageUrl={wallet.imageUrl}
                    onClick={() => openWalletConnect(core, wallet)}
                  />
                </li>
              ) : null,
            )}
            {showAllWallets ? (
              <li>
                <ListItem
                  variant="wallet"
                  start={
                    <span className="apkt-connect-all-wallets-icon" aria-hidden="true">
                      <WalletIcon size="md" />
                    </span>
                  }
                  title={messages.allWallets}
                  chevron
                  onClick={() => core.router.push('AllWallets')}
                />
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </ViewFrame>
  )
}
