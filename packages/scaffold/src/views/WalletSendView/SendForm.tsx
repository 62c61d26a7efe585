'use client'

import type { CaipNetwork, ChainNamespace } from '@org/appkit-core'
import { formatAmount, formatMessage, getNetworkName, NAMES_NAMESPACES } from '@org/appkit-core/internal'
import { AmountInput, Button } from '@org/appkit-ui'
import type { FormEvent } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import type { AreaMessages } from '../../i18n/Messages.ts'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { formatUsd } from '../AccountView/formatUsd.ts'
import { TabLoading } from '../AccountView/TabLoading.tsx'
import { getSendButtonState, type SendButtonState } from './getSendButtonState.ts'
import { getTokenBalanceAmount } from './getTokenBalanceAmount.ts'
import { ReceiverInput } from './ReceiverInput.tsx'
import { ReceiverProfile } from './ReceiverProfile.tsx'
import type { SendPresets } from './readSendPresets.ts'
import { SendTokenButton } from './SendTokenButton.tsx'
import { toBaseUnits } from './toBaseUnits.ts'
import { useReceiver } from './useReceiver.ts'
import { useSendTokens } from './useSendTokens.ts'

const BUTTON_LABELS = {
  selectToken: 'buttonSelectToken',
  addAmount: 'buttonAddAmount',
  insufficientFunds: 'buttonInsufficientFunds',
  addAddress: 'buttonAddAddress',
  resolvingName: 'buttonResolvingName',
  invalidAddress: 'buttonInvalidAddress',
  ready: 'buttonPreview',
} as const satisfies Record<SendButtonState, keyof AreaMessages<'send'>>

export interface SendFormProps {
  namespace: ChainNamespace
  network: CaipNetwork
  presets: SendPresets | undefined
}

/**
 * The send form bound to the core's send state: the amount in the chosen token (with its USD value, the balance
 * and Max), the receiver by address or name with its profile, and a continue button that names what is missing.
 */
export function SendForm({ namespace, network, presets }: SendFormProps) {
  const core = useCore()
  const messages = useMessages().send
  const { locale } = useStateSnapshot(core.options.state)
  const send = useStateSnapshot(core.send.state)
  const tokens = useSendTokens(presets?.assetAddress)
  const receiver = useReceiver(namespace, presets?.to)
  const { token } = send

  if (tokens === 'loading' && !token) return <TabLoading label={messages.tokensLoading} rows={2} />

  const decimals = token ? Number(token.quantity.decimals) : 18
  const state = getSendButtonState({
    token,
    amount: send.sendTokenAmount,
    receiver: receiver.status === 'lookupFailed' ? 'notFound' : receiver.status,
  })
  const units = toBaseUnits(send.sendTokenAmount, decimals)
  const amountInUsd =
    token && token.price > 0 && units !== undefined && units > 0n
      ? formatUsd(Number(send.sendTokenAmount) * token.price, locale)
      : undefined
  const balance = token
    ? formatMessage(messages.balance, { amount: formatAmount(token.quantity.numeric), symbol: token.symbol })
    : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'ready') core.router.push('WalletSendPreview')
  }

  return (
    <form className="apkt-send-form" aria-label={messages.formLabel} noValidate onSubmit={submit}>
      <AmountInput
        label={messages.amountLabel}
        value={send.sendTokenAmount ?? ''}
        onValueChange={(value) => core.send.setTokenAmount(value || undefined)}
        decimals={Number.isInteger(decimals) && decimals >= 0 ? decimals : 18}
        symbol={<SendTokenButton token={token} onClick={() => core.router.push('WalletSendSelectToken')} />}
        secondaryText={
          <span className="apkt-send-amount-details">
            {amountInUsd ? <span>{formatMessage(messages.amountInUsd, { value: amountInUsd })}</span> : null}
            {balance ? <span>{balance}</span> : null}
          </span>
        }
        {...(token
          ? {
              maxLabel: messages.max,
              onMax: () => core.send.setTokenAmount(getTokenBalanceAmount(token)),
            }
          : {})}
        data-apkt-autofocus=""
      />
      <ReceiverInput
        value={receiver.input}
        status={receiver.status}
        onValueChange={receiver.setInput}
        acceptsNames={NAMES_NAMESPACES.includes(namespace)}
        networkName={getNetworkName(network)}
      />
      {/* A live region: the profile is announced when a name or an address's identity resolves. */}
      <output className="apkt-send-profile-output">
        {receiver.status === 'valid' && send.receiverAddress ? (
          <ReceiverProfile
            address={send.receiverAddress}
            name={send.receiverProfileName}
            imageUrl={send.receiverProfileImage}
            label={messages.receiver}
          />
        ) : null}
      </output>
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={state !== 'ready' && state !== 'resolvingName'}
        loading={state === 'resolvingName'}
      >
        {messages[BUTTON_LABELS[state]]}
      </Button>
    </form>
  )
}
