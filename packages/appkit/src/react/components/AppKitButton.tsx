'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { onIdle } from '@org/appkit-core/internal'
import { Button } from '@org/appkit-ui'
import { lazy, Suspense, useEffect } from 'react'
import { useAppKitAccount } from '../hooks/useAppKitAccount.ts'
import { AppKitConnectButton } from './AppKitConnectButton.tsx'
import { ButtonShadowHost } from './ButtonShadowHost.tsx'
import { connectButtonLabel } from './connectButtonLabel.ts'

export interface AppKitButtonProps {
  /** @default 'md' */
  size?: 'md' | 'sm'
  /** @default 'Connect Wallet' */
  label?: string
  /** @default 'Connecting...' */
  loadingLabel?: string
  disabled?: boolean
  /** @default 'show' */
  balance?: 'show' | 'hide'
  /** @default 4 */
  charsStart?: number
  /** @default 6 */
  charsEnd?: number
  namespace?: ChainNamespace
}

// The account button (avatar, balance, network image) is code a new visitor's page does not need before it
// renders: it loads once a wallet is connecting or connected, or when the browser is idle.
const loadAccountButton = () => import('./AppKitAccountButton.tsx')
const AppKitAccountButton = lazy(async () => ({ default: (await loadAccountButton()).AppKitAccountButton }))

/**
 * The connect button while disconnected, the account button once connected.
 *
 * @example <AppKitButton balance="hide" />
 */
export function AppKitButton({ size, label, loadingLabel, namespace, ...accountProps }: AppKitButtonProps) {
  const { isConnected, status } = useAppKitAccount({ namespace })
  const soon = isConnected || status === 'connecting'
  useEffect(() => {
    if (soon) {
      void loadAccountButton().catch(() => undefined)
      return undefined
    }
    return onIdle(window, () => void loadAccountButton().catch(() => undefined))
  }, [soon])
  if (isConnected) {
    return (
      <Suspense
        fallback={
          <ButtonShadowHost>
            <Button size={size} loading data-testid="appkit-connect-button">
              {connectButtonLabel({ loadingLabel }, true)}
            </Button>
          </ButtonShadowHost>
        }
      >
        <AppKitAccountButton {...accountProps} namespace={namespace} />
      </Suspense>
    )
  }
  return <AppKitConnectButton size={size} label={label} loadingLabel={loadingLabel} namespace={namespace} />
}
