'use client'

import type { CaipNetwork, ChainNamespace } from '@org/appkit-core'
import {
  formatAmount,
  formatMessage,
  getNetworkImageUrl,
  getNetworkName,
  getSendValidationError,
  isInsufficientGas,
} from '@org/appkit-core/internal'
import { AlertBar, Button, NetworkImage, TokenImage } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { formatUsd } from '../AccountView/formatUsd.ts'
import { ReceiverProfile } from '../WalletSendView/ReceiverProfile.tsx'
import { formatNetworkFee } from './formatNetworkFee.ts'
import { getSenderAccountType } from './getSenderAccountType.ts'
import { useNetworkFee } from './useNetworkFee.ts'

export interface SendPreviewProps {
  namespace: ChainNamespace
  network: CaipNetwork
  token: { symbol: string; iconUrl: string; price: number }
  amount: string
  receiverAddress: string
}

/**
 * The review of a send: amount and token with its USD value, the receiver's profile, the network and its fee
 * (with USD value), the insufficient-gas warning (spec §5; a smart account is never flagged), Cancel and Send.
 * Send runs the core's send action: on success the form is reset and the modal returns to the account; on
 * failure the toast says so and everything stays for another try.
 */
export function SendPreview({ namespace, network, token, amount, receiverAddress }: SendPreviewProps) {
  const core = useCore()
  const messages = useMessages().send
  const options = useStateSnapshot(core.options.state)
  const send = useStateSnapshot(core.send.state)
  const chain = useStateSnapshot(core.chain.state)
  const fee = useNetworkFee(namespace, network)
  const networkName = getNetworkName(network)
  const nativeSymbol = network.nativeCurrency.symbol
  // The core's rules over the snapshot's values, so the preview re-renders when the fee or balance arrives.
  const insufficientGas = isInsufficientGas({
    networkBalanceInUSD: send.networkBalanceInUSD,
    gasPriceInUSD: send.gasPriceInUSD,
    accountType: getSenderAccountType(chain.chains[namespace].account),
  })
  const invalid =
    getSendValidationError({
      chainNamespace: namespace,
      token: send.token,
      sendTokenAmount: send.sendTokenAmount,
      receiverAddress: send.receiverAddress,
      gasPrice: send.gasPrice,
    }) !== undefined
  const amountInUsd = token.price > 0 ? formatUsd(Number(amount) * token.price, options.locale) : undefined
  const formattedFee =
    fee.status === 'ready'
      ? formatNetworkFee(fee, {
          decimals: network.nativeCurrency.decimals,
          symbol: nativeSymbol,
          locale: options.locale,
          messages,
        })
      : undefined

  async function confirm() {
    const result = await core.send.send()
    if (result.status === 'success') core.router.reset('Account')
  }

  function cancel() {
    core.send.reset()
    core.router.reset('Account')
  }

  return (
    <>
      <section className="apkt-send-preview-amount" aria-label={messages.previewSending}>
        <TokenImage src={token.iconUrl || undefined} symbol={token.symbol} size="lg" />
        <p className="apkt-send-preview-value">
          {formatAmount(amount)} {token.symbol}
        </p>
        {amountInUsd ? (
          <p className="apkt-send-preview-usd">
            {formatMessage(messages.amountInUsd, { value: amountInUsd })}
          </p>
        ) : null}
      </section>
      <section className="apkt-view-section" aria-label={messages.previewTo}>
        <p className="apkt-send-label" aria-hidden="true">
          {messages.previewTo}
        </p>
        <ReceiverProfile
          address={receiverAddress}
          name={send.receiverProfileName}
          imageUrl={send.receiverProfileImage}
          label={messages.receiver}
        />
      </section>
      <section aria-label={messages.previewDetails}>
        <dl className="apkt-send-preview-details">
          <div className="apkt-send-preview-row">
            <dt>{messages.network}</dt>
            <dd>
              <NetworkImage src={getNetworkImageUrl(network, options.chainImages)} size="xs" />
              <span>{networkName}</span>
            </dd>
          </div>
          <div className="apkt-send-preview-row" aria-busy={fee.status === 'loading' || undefined}>
            <dt>{messages.networkFee}</dt>
            <dd>
              {formattedFee ? (
                <span className="apkt-send-preview-fee">
                  <span>{formattedFee.amount}</span>
                  {formattedFee.usd ? (
                    <span className="apkt-send-preview-fee-usd">{formattedFee.usd}</span>
                  ) : null}
                </span>
              ) : (
                <span>{fee.status === 'loading' ? messages.feeEstimating : messages.feeUnavailable}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      {insufficientGas ? (
        <AlertBar
          variant="warning"
          message={
            <>
              <strong>{formatMessage(messages.insufficientGasTitle, { symbol: nativeSymbol })}</strong>{' '}
              {formatMessage(messages.insufficientGasDescription, {
                symbol: nativeSymbol,
                network: networkName,
              })}
            </>
          }
          className="apkt-send-preview-warning"
        />
      ) : null}
      <div className="apkt-view-actions">
        <Button variant="secondary" size="lg" onClick={cancel} disabled={send.loading}>
          {messages.cancel}
        </Button>
        <Button
          size="lg"
          loading={send.loading}
          disabled={fee.status === 'loading' || insufficientGas || invalid}
          onClick={() => void confirm()}
        >
          {messages.confirm}
        </Button>
      </div>
    </>
  )
}
