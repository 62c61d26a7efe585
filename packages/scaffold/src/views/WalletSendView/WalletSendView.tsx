'use client'

import { useEffect, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { readSendPresets } from './readSendPresets.ts'
import { SendForm } from './SendForm.tsx'
import { SendNotConnected } from './SendNotConnected.tsx'
import { useSendAccount } from './useSendAccount.ts'

/**
 * WalletSend (reference §3): token and amount, Max, receiver by address or name with its profile, and on to
 * the preview. `open({ view: 'WalletSend', arguments: { amount, assetAddress, to } })` presets the form once.
 */
export function WalletSendView() {
  const core = useCore()
  // Read once: the presets are consumed below so that coming back from the token picker keeps the visitor's edits.
  const [presets] = useState(() => readSendPresets(core.router.state.data))

  useEffect(() => {
    if (!presets) return
    if (presets.amount) core.send.setTokenAmount(presets.amount)
    core.router.replace('WalletSend')
  }, [core, presets])

  const from = useSendAccount()

  if (!from) return <SendNotConnected className="apkt-wallet-send-view" />
  const { namespace, address, network } = from
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
