'use client'

import { BaseError } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import { fetchNativeBalance } from '../../actions/fetchNativeBalance.ts'
import { getAppKitInternals } from '../../getAppKitInternals.ts'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'

export interface FetchBalanceResult {
  data?: { balance: string; symbol: string }
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export interface UseAppKitBalanceReturnType {
  /** The native balance of the active account, read from its adapter. Never rejects: failures are in `error`. */
  fetchBalance(): Promise<FetchBalanceResult>
}

/**
 * Reads the native balance of the active account.
 *
 * @example const { fetchBalance } = useAppKitBalance(); const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      async fetchBalance() {
        try {
          const instance = requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'useAppKitBalance')
          const data = await fetchNativeBalance(await getAppKitInternals(instance).loadCore())
          return { data, error: null, isSuccess: true, isError: false }
        } catch (error) {
          const message =
            error instanceof BaseError
              ? error.shortMessage
              : error instanceof Error
                ? error.message
                : String(error)
          return { error: message, isSuccess: false, isError: true }
        }
      },
    }),
    [appKit],
  )
}
