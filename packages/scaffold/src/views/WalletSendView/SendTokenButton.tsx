import { formatMessage, type SendTokenBalance } from '@org/appkit-core'
import { ChevronDownIcon, TokenImage } from '@org/appkit-ui'
import { useMessages } from '../../i18n/MessagesContext.tsx'

export interface SendTokenButtonProps {
  token: Pick<SendTokenBalance, 'symbol' | 'iconUrl'> | undefined
  onClick(): void
}

/** The token of the send form as a button that opens the token picker. */
export function SendTokenButton({ token, onClick }: SendTokenButtonProps) {
  const messages = useMessages().send
  return (
    <button
      type="button"
      className="apkt-send-token-button"
      aria-label={token ? formatMessage(messages.changeToken, { symbol: token.symbol }) : undefined}
      onClick={onClick}
    >
      {token ? (
        <>
          <TokenImage src={token.iconUrl || undefined} symbol={token.symbol} size="sm" />
          <span className="apkt-send-token-symbol">{token.symbol}</span>
        </>
      ) : (
        <span>{messages.chooseToken}</span>
      )}
      <ChevronDownIcon size="xs" />
    </button>
  )
}
