'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { isValidEnsName, NAMES_NAMESPACES, resolveName } from '@org/appkit-core/internal'
import { useEffect, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import type { ReceiverStatus } from './getSendButtonState.ts'
import { isReceiverAddress } from './isReceiverAddress.ts'

/** Typing pauses this long before a name or an address's profile is looked up. */
export const RECEIVER_LOOKUP_DEBOUNCE_MS = 300

/** Why a name did not resolve: it has no address, or the lookup itself failed (API down). */
export type ReceiverStatusDetail = ReceiverStatus | 'lookupFailed'

type Lookup = { kind: 'identity'; address: string } | { kind: 'name'; name: string }

export interface Receiver {
  /** What the field shows. */
  input: string
  status: ReceiverStatusDetail
  setInput(value: string): void
}

/**
 * The receiver field of the send form, bound to the send state: an address of the namespace is taken as is (and
 * on eip155 its profile, name and avatar, is looked up); a name (eip155 only, spec §6) is resolved through the
 * chain's name service (ENS, via the adapter) or else the Blockchain API's name records. The field starts from `preset` (an `open()` argument) when given, else from the
 * send state's address without a new lookup, so going to the token picker and back keeps the resolved profile.
 */
export function useReceiver(namespace: ChainNamespace, preset?: string): Receiver {
  const core = useCore()
  const { send } = core
  const [input, setInputState] = useState(() => send.state.receiverAddress ?? '')
  const [status, setStatus] = useState<ReceiverStatusDetail>(() =>
    send.state.receiverAddress ? 'valid' : 'empty',
  )
  const [lookup, setLookup] = useState<Lookup | undefined>(undefined)

  function setReceiver(address: string | undefined) {
    send.setReceiverAddress(address)
    send.setReceiverProfileName(undefined)
    send.setReceiverProfileImage(undefined)
  }

  function setInput(value: string) {
    setInputState(value)
    const trimmed = value.trim()
    if (!trimmed) {
      setReceiver(undefined)
      setStatus('empty')
      setLookup(undefined)
    } else if (isReceiverAddress(namespace, trimmed)) {
      setReceiver(trimmed)
      setStatus('valid')
      setLookup(NAMES_NAMESPACES.includes(namespace) ? { kind: 'identity', address: trimmed } : undefined)
    } else if (isValidEnsName(trimmed, { chainNamespace: namespace })) {
      setReceiver(undefined)
      setStatus('resolving')
      setLookup({ kind: 'name', name: trimmed })
    } else {
      setReceiver(undefined)
      setStatus('invalid')
      setLookup(undefined)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a preset is typed in once, when the form opens
  useEffect(() => {
    if (preset) setInput(preset)
  }, [])

  useEffect(() => {
    if (!lookup) return
    let current = true
    const timer = setTimeout(() => {
      const network = core.chain.getActiveNetwork(namespace)
      if (!network) return
      const { caipNetworkId } = network
      if (lookup.kind === 'identity') {
        const sender = core.chain.getAccount(namespace)?.address
        // The controller's lookup never throws: a failure reads as no profile.
        void core.blockchainApi
          .fetchIdentity({ address: lookup.address, caipNetworkId, ...(sender ? { sender } : {}) })
          .then((identity) => {
            if (!current) return
            send.setReceiverProfileName(identity.name ?? undefined)
            send.setReceiverProfileImage(identity.avatar ?? undefined)
          })
        return
      }
      resolveName(core, namespace, lookup.name, network).then(
        (resolved) => {
          if (!current) return
          if (!resolved) {
            setStatus('notFound')
            return
          }
          send.setReceiverAddress(resolved.address)
          send.setReceiverProfileName(resolved.name)
          send.setReceiverProfileImage(resolved.avatar)
          setStatus('valid')
        },
        () => {
          if (current) setStatus('lookupFailed')
        },
      )
    }, RECEIVER_LOOKUP_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [core, send, namespace, lookup])

  return { input, status, setInput }
}
