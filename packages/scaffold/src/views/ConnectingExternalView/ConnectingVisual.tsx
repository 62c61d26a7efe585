import { AlertCircleIcon, CheckCircleIcon, Spinner, WalletImage } from '@org/appkit-ui'

export interface ConnectingVisualProps {
  imageUrl: string | undefined
  /**
   * pending: a spinner rings the logo; failed and connected: a badge says how it ended; idle: the logo alone
   * (nothing is in flight: the wallet waits for the visitor).
   */
  state: 'pending' | 'idle' | 'failed' | 'connected'
}

/** The wallet's logo while connecting: ringed by a spinner, or badged with the outcome. Decorative. */
export function ConnectingVisual({ imageUrl, state }: ConnectingVisualProps) {
  return (
    <span className="apkt-connecting-visual" data-state={state} aria-hidden="true">
      {state === 'pending' ? <Spinner size="xl" className="apkt-connecting-visual-ring" /> : null}
      <WalletImage src={imageUrl} size="lg" />
      {state === 'failed' ? (
        <span className="apkt-connecting-visual-badge" data-tone="error">
          <AlertCircleIcon size="sm" />
        </span>
      ) : null}
      {state === 'connected' ? (
        <span className="apkt-connecting-visual-badge" data-tone="success">
          <CheckCircleIcon size="sm" />
        </span>
      ) : null}
    </span>
  )
}
