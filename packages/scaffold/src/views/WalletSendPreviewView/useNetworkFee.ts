'use client'

import type { CaipNetwork, ChainNamespace } from '@org/appkit-core'
import { useEffect, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { toBaseUnits } from '../WalletSendView/toBaseUnits.ts'
import { getNetworkBalanceInUsd } from './getNetworkBalanceInUsd.ts'
import { getNetworkFee } from './getNetworkFee.ts'

export type NetworkFeeState =
  | { status: 'loading' }
  | { status: 'ready'; fee: bigint; feeInUsd: number | undefined }
  | { status: 'unavailable' }

/**
 * Estimates the send's network fee for the preview and stores what the spec's rules read in the send state: the
 * gas price (an EVM native send needs it, spec §5), the fee in USD and the network balance in USD (the
 * insufficient-gas rule). The price per fee unit comes from the Blockchain API's gas-price call where the API quotes
 * one; the adapter of the namespace estimates the send at that price, or at its own where there is no quote (Solana's
 * fee is per signature, and the API serves no gas price for it), with `estimateSendFee`. Without an adapter that
 * sends, or when its estimate fails, the fee is unavailable. No quote also means no stored gas price, so an EVM
 * native send still cannot start without one (spec §5).
 */
export function useNetworkFee(namespace: ChainNamespace, network: CaipNetwork): NetworkFeeState {
  const core = useCore()
  const { token, sendTokenAmount, receiverAddress } = useStateSnapshot(core.send.state)
  const [state, setState] = useState<NetworkFeeState>({ status: 'loading' })
  const tokenAddress = token?.address
  const decimals = token ? Number(token.quantity.decimals) : undefined

  useEffect(() => {
    const { send } = core
    send.setNetworkBalanceInUSD(getNetworkBalanceInUsd(send.state.tokenBalances))
    const adapter = core.adapters.get(namespace)
    const address = core.chain.getAccount(namespace)?.address
    const amount = decimals === undefined ? undefined : toBaseUnits(sendTokenAmount, decimals)
    if (
      !adapter?.capabilities.send ||
      !adapter.estimateSendFee ||
      !address ||
      !receiverAddress ||
      amount === undefined ||
      decimals === undefined
    ) {
      setState({ status: 'unavailable' })
      return
    }
    const estimateSendFee = adapter.estimateSendFee.bind(adapter)
    let current = true
    setState({ status: 'loading' })
    // The Blockchain API names tokens by CAIP-10 id; adapters take the plain address.
    const contract = tokenAddress?.split(':').at(-1)
    const estimate = core.blockchainApi
      .fetchGasPrice({ caipNetworkId: network.caipNetworkId })
      .then(
        ({ standard }): bigint | undefined => BigInt(standard),
        () => undefined,
      )
      .then(async (feeRate) => {
        const { fee } = await estimateSendFee({
          network,
          address,
          to: receiverAddress,
          amount,
          ...(contract ? { token: { address: contract, decimals } } : {}),
          ...(feeRate === undefined ? {} : { feeRate }),
        })
        return { fee, feeRate }
      })
    estimate.then(
      ({ fee, feeRate }) => {
        if (!current) return
        const native = send.state.tokenBalances.find((candidate) => candidate.address === undefined)
        const valued = getNetworkFee({
          fee,
          nativeDecimals: network.nativeCurrency.decimals,
          nativePrice: native?.price,
        })
        send.setGasPrice(feeRate)
        send.setGasPriceInUSD(valued.feeInUsd)
        setState({ status: 'ready', ...valued })
      },
      () => {
        if (!current) return
        send.setGasPrice(undefined)
        send.setGasPriceInUSD(undefined)
        setState({ status: 'unavailable' })
      },
    )
    return () => {
      current = false
    }
  }, [core, namespace, network, tokenAddress, decimals, sendTokenAmount, receiverAddress])

  return state
}
