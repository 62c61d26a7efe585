'use client'

import { type ChainNamespace, truncateAddress } from '@org/appkit-core'
import { formatAmount, getNetworkImageUrl, InternalMessages } from '@org/appkit-core/internal'
import { AddressAvatar, Button, getImageControlStyles, NetworkImage } from '@org/appkit-ui'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'
import { ButtonShadowHost } from './ButtonShadowHost.tsx'

export interface AppKitAccountButtonProps {
  disabled?: boolean
  /** @default 'show' */
  balance?: 'show' | 'hide'
  /** Characters of the address kept at the start. @default 4 */
  charsStart?: number
  /** Characters of the address kept at the end. @default 6 */
  charsEnd?: number
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/**
 * The connected account: avatar, name or truncated address, balance and network icon; opens the Account view.
 * Renders nothing while the namespace has no account.
 *
 * @example <AppKitAccountButton balance="hide" />
 */
export function AppKitAccountButton({
  disabled = false,
  balance = 'show',
  charsStart,
  charsEnd,
  namespace,
}: AppKitAccountButtonProps) {
  const appKit = useAppKitInstance()
  const chain = useAppKitView(appKit, 'chain')
  const options = useAppKitView(appKit, 'options')
  const target = namespace ?? chain?.activeNamespace
  const state = target ? chain?.chains[target] : undefined
  const account = state?.account
  if (!account?.address) return null
  const network = state?.network.activeNetwork
  const networkImage = getNetworkImageUrl(network, options?.chainImages ?? {})
  const shownBalance =
    balance === 'show' && account.balance !== undefined
      ? `${formatAmount(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  const name = account.profileName ?? truncateAddress(account.address, { charsStart, charsEnd })
  const open = () =>
    requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'AppKitAccountButton').open({
      view: 'Account',
      ...(target ? { namespace: target } : {}),
    })
  return (
    <ButtonShadowHost extraStyles={getImageControlStyles()}>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => void open()}
        data-testid="appkit-account-button"
        iconLeft={<AddressAvatar address={account.address} imageUrl={account.profileImage} size="xs" />}
        iconRight={network ? <NetworkImage src={networkImage} alt={network.name} size="xs" /> : undefined}
      >
        {shownBalance ? <span data-part="balance">{shownBalance} </span> : null}
        <span data-part="address">{name}</span>
      </Button>
    </ButtonShadowHost>
  )
}
