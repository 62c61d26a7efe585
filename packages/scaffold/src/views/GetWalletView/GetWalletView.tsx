'use client'

import type { Wallet } from '@org/appkit-core/internal'
import { Button, ExternalLinkIcon, Link, Skeleton, sanitizeUrl, WalletImage } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { toRegistryWallet } from '../AllWalletsView/toRegistryWallet.ts'
import { usePrefetchWallets } from '../ConnectView/usePrefetchWallets.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

function withHomepage(wallets: readonly Wallet[]): { wallet: Wallet; href: string; host: string }[] {
  const seen = new Set<string>()
  return wallets.flatMap((wallet) => {
    const href = sanitizeUrl(wallet.homepage, 'link')
    if (!href || seen.has(wallet.id)) return []
    seen.add(wallet.id)
    return [{ wallet, href, host: new URL(href).host }]
  })
}

/**
 * "Get a wallet": the dApp's featured and the registry's recommended wallets, each linking to its own website
 * (only safe https/ipfs links, via ui's sanitising Link), and a way to browse all wallets.
 */
export function GetWalletView() {
  const core = useCore()
  const { connect: messages, common } = useMessages()
  const api = useStateSnapshot(core.api.state)
  usePrefetchWallets(core)
  // Read from the snapshot to follow changes; the core's own lists carry the registry's types.
  void [api.featured, api.recommended]
  const wallets = withHomepage([...core.api.state.featured, ...core.api.state.recommended])
  const loading = api.status.recommended === 'loading' || api.status.recommended === 'idle'
  const failed = api.status.recommended === 'error' && wallets.length === 0

  return (
    <ViewFrame className="apkt-get-wallet-view" busy={loading}>
      <p className="apkt-get-wallet-intro">{messages.getWalletIntro}</p>
      {failed ? (
        <ViewStatus
          tone="error"
          title={messages.walletsErrorTitle}
          description={messages.walletsErrorDescription}
          actions={
            <Button variant="secondary" onClick={() => void core.api.fetchRecommended()}>
              {common.tryAgain}
            </Button>
          }
        />
      ) : wallets.length === 0 && !loading ? (
        <ViewStatus title={messages.noSuggestionsTitle} description={messages.noSuggestionsDescription} />
      ) : (
        <ul
          className="apkt-view-list"
          aria-label={messages.suggestedWalletsLabel}
          aria-busy={loading || undefined}
        >
          {wallets.map(({ wallet, href, host }) => (
            <li key={wallet.id}>
              <Link href={href} className="apkt-get-wallet-link">
                <WalletImage src={toRegistryWallet(core, wallet).imageUrl} size="md" />
                <span className="apkt-get-wallet-body">
                  <span className="apkt-get-wallet-name">{wallet.name}</span>
                  <span className="apkt-get-wallet-host">{host}</span>
                </span>
                <ExternalLinkIcon size="sm" className="apkt-get-wallet-external" />
              </Link>
            </li>
          ))}
          {loading && wallets.length === 0
            ? [0, 1, 2, 3].map((index) => (
                <li key={index} aria-hidden="true">
                  <Skeleton shape="row" />
                </li>
              ))
            : null}
        </ul>
      )}
      <Button variant="secondary" fullWidth onClick={() => core.router.push('AllWallets')}>
        {messages.browseAllWallets}
      </Button>
    </ViewFrame>
  )
}
