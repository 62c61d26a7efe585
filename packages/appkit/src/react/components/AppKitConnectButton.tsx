'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'
import { Button } from '@org/appkit-ui'
import { isConnectButtonLoading } from '../../state/isConnectButtonLoading.ts'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'
import { ButtonShadowHost } from './ButtonShadowHost.tsx'
import { connectButtonLabel } from './connectButtonLabel.ts'

export interface AppKitConnectButtonProps {
  /** @default 'md' */
  size?: 'md' | 'sm'
  /** @default 'Connect Wallet' */
  label?: string
  /** Shown while the modal is open or a wallet is connecting. @default 'Connecting...' */
  loadingLabel?: string
  /** Opens the modal for this namespace only; loading reflects this namespace only. */
  namespace?: ChainNamespace
}

/**
 * The connect button: opens the modal, and shows `loadingLabel` while the modal is open (for its namespace) or a
 * wallet is connecting.
 *
 * @example <AppKitConnectButton label="Sign in" />
 */
export function AppKitConnectButton({
  size = 'md',
  label,
  loadingLabel,
  namespace,
}: AppKitConnectButtonProps) {
  const appKit = useAppKitInstance()
  const modal = useAppKitView(appKit, 'modal')
  const chain = useAppKitView(appKit, 'chain')
  const loading = chain && modal ? isConnectButtonLoading({ chain, modal }, namespace) : false
  const open = () =>
    requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'AppKitConnectButton').open(
      namespace ? { namespace } : {},
    )
  return (
    <ButtonShadowHost>
      <Button size={size} loading={loading} onClick={() => void open()} data-testid="appkit-connect-button">
        {connectButtonLabel({ label, loadingLabel }, loading)}
      </Button>
    </ButtonShadowHost>
  )
}
