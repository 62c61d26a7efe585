'use client'

import type { Core } from '@org/appkit-core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { finishConnection } from '../ConnectingExternalView/finishConnection.ts'
import { isWalletConnectNotConfigured } from './isWalletConnectNotConfigured.ts'
import { isWalletConnectUnavailable } from './isWalletConnectUnavailable.ts'

/**
 * `error`: the wallet declined or the pairing expired; `unavailable`: the WalletConnect SDK could not start;
 * `notConfigured`: the app has no WalletConnect client.
 */
export type PairingStatus = 'loading' | 'ready' | 'error' | 'unavailable' | 'notConfigured'

export interface WalletConnectPairing {
  status: PairingStatus
  /** The pairing URI the QR code and the deep links carry, once there is one. */
  uri: string | undefined
  /** Starts a new pairing for a fresh URI (after an error or an expired one). */
  retry: () => void
}

/**
 * The WalletConnect pairing a connecting view shows. On mount it starts one through
 * `core.connection.connectWalletConnect()` unless a URI is already showing or a pairing is on its way (so moving
 * between the WalletConnect views keeps one pairing); once the wallet approves, the modal moves on.
 */
export function useWalletConnectPairing(core: Core): WalletConnectPairing {
  const connection = useStateSnapshot(core.connection.state)
  const [failure, setFailure] = useState<'error' | 'unavailable' | 'notConfigured' | undefined>()
  const mounted = useRef(true)

  const start = useCallback(() => {
    setFailure(undefined)
    core.connection.connectWalletConnect().then(
      () => finishConnection(core),
      (error: unknown) => {
        if (!mounted.current) return
        if (isWalletConnectNotConfigured(error)) setFailure('notConfigured')
        else setFailure(isWalletConnectUnavailable(error) ? 'unavailable' : 'error')
      },
    )
  }, [core])

  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      const { wcUri, wcStatus } = core.connection.state
      const showing = wcUri !== undefined && !core.connection.isPairingExpired()
      if (!showing && wcStatus !== 'connecting') start()
    }
    return () => {
      mounted.current = false
    }
  }, [core, start])

  let status: PairingStatus
  if (failure === 'notConfigured' || failure === 'unavailable') status = failure
  else if (failure === 'error' || connection.wcStatus === 'wcError') status = 'error'
  else status = connection.wcUri ? 'ready' : 'loading'
  return { status, uri: connection.wcUri, retry: start }
}
