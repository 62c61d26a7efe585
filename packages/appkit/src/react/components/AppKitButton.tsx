import type { ChainNamespace } from '@org/appkit-core'
import { useAppKitAccount } from '../hooks/useAppKitAccount.ts'
import { AppKitAccountButton } from './AppKitAccountButton.tsx'
import { AppKitConnectButton } from './AppKitConnectButton.tsx'

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

/**
 * The connect button while disconnected, the account button once connected.
 *
 * @example <AppKitButton balance="hide" />
 */
export function AppKitButton({ size, label, loadingLabel, namespace, ...accountProps }: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount({ namespace })
  if (isConnected) return <AppKitAccountButton {...accountProps} namespace={namespace} />
  return <AppKitConnectButton size={size} label={label} loadingLabel={loadingLabel} namespace={namespace} />
}
