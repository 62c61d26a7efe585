'use client'

import { formatMessage, type SendTokenBalance } from '@org/appkit-core/internal'
import { ChevronDownIcon, TokenImage } from '@org/appkit-ui'
import { useMessages } from '../../i18n/MessagesContext.tsx'

export interface SendTokenButtonProps {
  token: Pick<SendTokenBalance, 'symbol' | 'iconUrl'> | undefined
  onClick(): void
}

/** The token of the send form as a button that opens the token picker. */
export function SendTokenButton({ token, onClick }: SendTokenButtonProps) {
  const messages = useMessages().send
  // The name comes from the content, not an aria-label: the image (its first letter where a token has no icon)
  // and the shown symbol are hidden from assistive technology, and a visually hidden sentence that starts with
  // the symbol names the button, so what a visitor sees is what voice control and screen readers hear.
  return (
    <button type="button" className="apkt-send-token-button" onClick={onClick}>
      {token ? (
        <>
          <span className="apkt-send-token-image" aria-hidden="true">
            <TokenImage src={token.iconUrl || undefined} symbol={token.symbol} size="sm" />
          </span>
          <span className="apkt-send-token-symbol" aria-hidden="true">
            {token.symbol}
          </span>
          <span className="apkt-visually-hidden">
            {formatMessage(messages.changeToken, { symbol: token.symbol })}
          </span>
        </>
      ) : (
        <span>{messages.chooseToken}</span>
      )}
      <ChevronDownIcon size="xs" />
    </button>
  )
}
