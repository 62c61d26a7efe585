'use client'

import {
  formatAmount,
  formatMessage,
  getNetworkImageUrl,
  getNetworkName,
  type SendTokenBalance,
} from '@org/appkit-core/internal'
import { CoinIcon, ListItem, SearchInput, TokenImage } from '@org/appkit-ui'
import { type ReactNode, useId, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { formatUsd } from '../AccountView/formatUsd.ts'
import { TabLoading } from '../AccountView/TabLoading.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { useSendTokens } from '../WalletSendView/useSendTokens.ts'
import { filterSendTokens } from './filterSendTokens.ts'

/**
 * WalletSendSelectToken (reference §3): the account's sendable tokens with search; choosing one sets the send
 * token and goes back to the form. 0-decimal tokens never appear (spec §5).
 */
export function WalletSendSelectTokenView() {
  const core = useCore()
  const messages = useMessages().send
  const options = useStateSnapshot(core.options.state)
  const { tokenBalances, token: selected } = useStateSnapshot(core.send.state)
  const { activeNamespace } = useStateSnapshot(core.chain.state)
  const status = useSendTokens()
  const [query, setQuery] = useState('')
  const listId = useId()
  const network = core.chain.getActiveNetwork(activeNamespace)
  const networkName = network ? getNetworkName(network) : ''
  const networkImage = getNetworkImageUrl(network, options.chainImages)
  // The core's own token objects (not the snapshot's) go back into the send state.
  const tokens = filterSendTokens(core.send.state.tokenBalances, query)
  const searching = query.trim() !== ''

  function choose(token: SendTokenBalance) {
    core.send.setToken(token)
    core.router.goBack()
  }

  let content: ReactNode
  if (status === 'loading' && tokenBalances.length === 0) {
    content = <TabLoading label={messages.tokensLoading} />
  } else if (tokens.length === 0) {
    content = (
      <ViewStatus
        headingLevel="h4"
        visual={<CoinIcon size="lg" />}
        title={searching ? messages.noTokenFoundTitle : messages.noTokensTitle}
        description={
          searching
            ? formatMessage(messages.noTokenFoundDescription, { query: query.trim() })
            : formatMessage(messages.noTokensDescription, { network: networkName })
        }
      />
    )
  } else {
    content = (
      <ul className="apkt-view-list" id={listId} aria-label={messages.tokenListLabel}>
        {tokens.map((token) => (
          <li key={token.address ?? `native:${token.symbol}`}>
            <ListItem
              variant="token"
              start={
                <TokenImage
                  src={token.iconUrl || undefined}
                  symbol={token.symbol}
                  networkSrc={networkImage}
                  size="md"
                />
              }
              title={token.name}
              description={`${formatAmount(token.quantity.numeric)} ${token.symbol}`}
              {...(token.value !== undefined && token.price > 0
                ? {
                    end: (
                      <span className="apkt-token-list-item-value">
                        {formatUsd(token.value, options.locale)}
                      </span>
                    ),
                  }
                : {})}
              current={selected?.address === token.address && selected?.symbol === token.symbol}
              onClick={() => choose(token)}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <ViewFrame className="apkt-wallet-send-select-token-view" busy={status === 'loading'}>
      <SearchInput
        label={messages.tokenSearchLabel}
        placeholder={messages.tokenSearchPlaceholder}
        clearLabel={messages.clearSearch}
        value={query}
        onValueChange={setQuery}
        aria-controls={tokens.length > 0 ? listId : undefined}
        data-apkt-autofocus=""
      />
      <div className="apkt-send-token-list">{content}</div>
    </ViewFrame>
  )
}
