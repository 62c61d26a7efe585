'use client'

import type { WalletFeature } from '@org/appkit-core'
import { FEATURE_VIEWS, getAvailableFeatures } from '@org/appkit-core/internal'
import { ArrowDownLeftIcon, ArrowUpRightIcon, PlusIcon, SwapIcon } from '@org/appkit-ui'
import type { ReactNode } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import type { AreaMessages } from '../../i18n/Messages.ts'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { getWalletFeatures } from './getWalletFeatures.ts'

const FEATURE_LABELS = {
  onramp: 'featureOnramp',
  swaps: 'featureSwaps',
  receive: 'featureReceive',
  send: 'featureSend',
} as const satisfies Record<WalletFeature, keyof AreaMessages<'account'>>

const FEATURE_ICONS: Record<WalletFeature, ReactNode> = {
  onramp: <PlusIcon size="md" />,
  swaps: <SwapIcon size="md" />,
  receive: <ArrowDownLeftIcon size="md" />,
  send: <ArrowUpRightIcon size="md" />,
}

/**
 * The wallet feature buttons (Buy, Swap, Receive, Send) in `features.walletFeaturesOrder`, each shown only while
 * available for the active namespace (the core's getAvailableFeatures: turned on, implemented by the adapter, its
 * view built). Today that leaves Receive and Send: there is no on-ramp or swap yet.
 */
export function WalletFeatures() {
  const core = useCore()
  const messages = useMessages().account
  const { features } = useStateSnapshot(core.options.state)
  const { activeNamespace } = useStateSnapshot(core.chain.state)
  const adapter = activeNamespace ? core.adapters.get(activeNamespace) : undefined
  const shown = getWalletFeatures({
    order: features.walletFeaturesOrder,
    // From the snapshot, so the buttons follow feature changes.
    available: getAvailableFeatures({
      features,
      capabilities: adapter ? [adapter.capabilities] : [],
      views: core.views,
    }),
  })
  if (shown.length === 0) return null
  return (
    <ul className="apkt-account-features" aria-label={messages.walletFeatures}>
      {shown.map((feature) => (
        <li key={feature}>
          <button
            type="button"
            className="apkt-account-feature"
            data-feature={feature}
            onClick={() => core.router.push(FEATURE_VIEWS[feature])}
          >
            {FEATURE_ICONS[feature]}
            <span>{messages[FEATURE_LABELS[feature]]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
