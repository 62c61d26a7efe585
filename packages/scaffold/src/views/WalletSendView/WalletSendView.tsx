import { Button, WalletIcon } from '@org/appkit-ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { readSendPresets } from './readSendPresets.ts'
import { SendForm } from './SendForm.tsx'

/**
 * WalletSend (reference §3): token and amount, Max, receiver by address or name with its profile, and on to
 * the preview. `open({ view: 'WalletSend', arguments: { amount, assetAddress, to } })` presets the form once.
 */
export function WalletSendView() {
  const core = useCore()
  const { send: messages, account } = useMessages()
  const chain = useSnapshot(core.chain.state)
  // Read once: the presets are consumed below so that coming back from the token picker keeps the visitor's edits.
  const [presets] = useState(() => readSendPresets(core.router.state.data))

  useEffect(() => {
    if (!presets) return
    if (presets.amount) core.send.setTokenAmount(presets.amount)
    core.router.replace('WalletSend')
  }, [core, presets])

  const namespace = chain.activeNamespace
  const address = namespace ? chain.chains[namespace].account.address : undefined
  // The network object itself (not a snapshot): the form hands it to core and adapter calls.
  const network = namespace ? core.chain.state.chains[namespace].network.activeNetwork : undefined

  if (!namespace || !address || !network) {
    return (
      <ViewFrame className="apkt-wallet-send-view">
        <ViewStatus
          visual={<WalletIcon size="xl" />}
          title={messages.notConnectedTitle}
          description={messages.notConnectedDescription}
          actions={<Button onClick={() => core.router.reset('Connect')}>{account.connectWallet}</Button>}
        />
      </ViewFrame>
    )
  }
  return (
    <ViewFrame className="apkt-wallet-send-view">
      <SendForm
        key={`${network.caipNetworkId}:${address}`}
        namespace={namespace}
        network={network}
        presets={presets}
      />
    </ViewFrame>
  )
}
