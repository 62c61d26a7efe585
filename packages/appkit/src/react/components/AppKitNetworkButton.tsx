'use client'

import { getNetworkImageUrl, getNetworkName, InternalMessages } from '@org/appkit-core/internal'
import { Button, getImageControlStyles, NetworkImage, WarningIcon } from '@org/appkit-ui'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'
import { ButtonShadowHost } from './ButtonShadowHost.tsx'
import { buttonMessages } from './buttonMessages.ts'

export interface AppKitNetworkButtonProps {
  disabled?: boolean
  /** Shown when there is no active network. @default 'Select Network' */
  label?: string
}

/**
 * The active network (logo and name); opens the Networks view. Warns with 'Switch Network' when the wallet is on a
 * network the dApp did not configure. Disabled when `enableNetworkSwitch` is off.
 *
 * @example <AppKitNetworkButton />
 */
export function AppKitNetworkButton({
  disabled = false,
  label = buttonMessages.selectNetwork,
}: AppKitNetworkButtonProps) {
  const appKit = useAppKitInstance()
  const chain = useAppKitView(appKit, 'chain')
  const options = useAppKitView(appKit, 'options')
  const namespace = chain?.activeNamespace
  const networkState = namespace ? chain?.chains[namespace]?.network : undefined
  const network = networkState?.activeNetwork
  const unsupported =
    network !== undefined &&
    !networkState?.requestedNetworks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  const text = unsupported ? buttonMessages.switchNetwork : network ? getNetworkName(network) : label
  const image = getNetworkImageUrl(network, options?.chainImages ?? {})
  const open = () =>
    requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'AppKitNetworkButton').open({
      view: 'Networks',
    })
  return (
    <ButtonShadowHost extraStyles={getImageControlStyles()}>
      <Button
        variant={unsupported ? 'danger' : 'secondary'}
        disabled={disabled || options?.enableNetworkSwitch === false}
        onClick={() => void open()}
        data-testid="appkit-network-button"
        iconLeft={unsupported ? <WarningIcon /> : <NetworkImage src={image} size="xs" />}
      >
        {text}
      </Button>
    </ButtonShadowHost>
  )
}
