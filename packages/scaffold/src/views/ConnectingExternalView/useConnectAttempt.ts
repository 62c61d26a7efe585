'use client'

import { useEffect, useState } from 'react'

export type ConnectAttemptState =
  | { status: 'pending' }
  | { status: 'connected' }
  | { status: 'failed'; error: unknown }

/** Follows a connect attempt (a promise) to its outcome; a new attempt starts over at pending. */
export function useConnectAttempt(attempt: Promise<unknown> | undefined): ConnectAttemptState {
  const [settled, setSettled] = useState<{ attempt: Promise<unknown>; value: ConnectAttemptState }>()
  useEffect(() => {
    if (!attempt) return
    let current = true
    attempt.then(
      () => {
        if (current) setSettled({ attempt, value: { status: 'connected' } })
      },
      (error: unknown) => {
        if (current) setSettled({ attempt, value: { status: 'failed', error } })
      },
    )
    return () => {
      current = false
    }
  }, [attempt])
  return settled && settled.attempt === attempt ? settled.value : { status: 'pending' }
}
