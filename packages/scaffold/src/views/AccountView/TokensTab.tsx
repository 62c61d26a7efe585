'use client'

import type { CaipNetwork } from '@org/appkit-core'
import { formatAmount, formatMessage, getNetworkImageUrl, getNetworkName } from '@org/appkit-core/internal'
import { AlertCircleIcon, Button, CoinIcon, TokenListItem } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { formatUsd } from './formatUsd.ts'
import { TabLoading } from './TabLoading.tsx'
import { useTokenBalances } from './useTokenBalances.ts'

/** The Tokens tab: the account's token balances (icon, name, amount to 3 decimals, USD value). */
export function TokensTab({ address, network }: { address: string; network: CaipNetwork }) {
  const core = useCore()
  const messages = useMessages().account
  const options = useStateSnapshot(core.options.state)
  const { state, retry } = useTokenBalances(address, network.caipNetworkId)
  const networkName = getNetworkName(network)

  if (state.status === 'loading') return <TabLoading label={messages.tokensLoading} />
  if (state.status === 'error' || state.status === 'cooldown') {
    return (
      <ViewStatus
        tone="error"
        headingLevel="h4"
        visual={<AlertCircleIcon size="lg" />}
        title={messages.tokensErrorTitle}
        description={
          state.status === 'cooldown' ? messages.tokensCooldownDescription : messages.tokensErrorDescription
        }
        actions={
          <Button variant="secondary" size="sm" onClick={retry}>
            {messages.tryAgain}
          </Button>
        }
      />
    )
  }
  if (state.status === 'unsupported') {
    return (
      <ViewStatus
        headingLevel="h4"
        visual={<CoinIcon size="lg" />}
        title={messages.tokensUnsupportedTitle}
        description={formatMessage(messages.tokensUnsupportedDescription, { network: networkName })}
      />
    )
  }
  if (state.tokens.length === 0) {
    return (
      <ViewStatus
        headingLevel="h4"
        visual={<CoinIcon size="lg" />}
        title={messages.tokensEmptyTitle}
        description={formatMessage(messages.tokensEmptyDescription, { network: networkName })}
      />
    )
  }
  const networkImage = getNetworkImageUrl(network, options.chainImages)
  return (
    <ul className="apkt-view-list">
      {state.tokens.map((token) => (
        <li key={token.address ?? `native:${token.symbol}`}>
          <TokenListItem
            name={token.name}
            symbol={token.symbol}
            imageUrl={token.iconUrl || undefined}
            networkImageUrl={networkImage}
            quantity={`${formatAmount(token.quantity.numeric)} ${token.symbol}`}
            {...(token.value !== undefined && token.price > 0
              ? { value: formatUsd(token.value, options.locale) }
              : {})}
          />
        </li>
      ))}
    </ul>
  )
}
