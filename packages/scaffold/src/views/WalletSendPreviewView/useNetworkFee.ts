'use client'

import type { CaipNetwork, ChainNamespace } from '@org/appkit-core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useCore } from '../../context/CoreContext.tsx'
import { toBaseUnits } from '../WalletSendView/toBaseUnits.ts'
import { encodeErc20Transfer } from './encodeErc20Transfer.ts'
import { getNetworkBalanceInUsd } from './getNetworkBalanceInUsd.ts'
import { getNetworkFee } from './getNetworkFee.ts'

// What a plain transfer and an ERC-20 transfer cost when the wallet's node cannot estimate (it only shifts the
// estimate shown; the wallet sets the real limit when it signs).
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n

export type NetworkFeeState =
  | { status: 'loading' }
  | { status: 'ready'; fee: bigint; feeInUsd: number | undefined }
  | { status: 'unavailable' }

/**
 * Estimates the send's network fee for the preview and stores what the spec's rules read in the send state: the
 * gas price (an EVM native send needs it, spec §5), the fee in USD and the network balance in USD (the
 * insufficient-gas rule). The gas price comes from the Blockchain API, the gas units from the wallet's node.
 */
export function useNetworkFee(namespace: ChainNamespace, network: CaipNetwork): NetworkFeeState {
  const core = useCore()
  const { token, sendTokenAmount, receiverAddress } = useSnapshot(core.send.state)
  const [state, setState] = useState<NetworkFeeState>({ status: 'loading' })
  const tokenAddress = token?.address
  const decimals = token ? Number(token.quantity.decimals) : undefined

  useEffect(() => {
    const { send } = core
    send.setNetworkBalanceInUSD(getNetworkBalanceInUsd(send.state.tokenBalances))
    const adapter = core.adapters.get(namespace)
    const address = core.chain.getAccount(namespace)?.address
    const units = decimals === undefined ? undefined : toBaseUnits(sendTokenAmount, decimals)
    // Gas prices exist on EVM networks only (the API answers 'Network not supported for Gas Price' elsewhere).
    if (namespace !== 'eip155' || !adapter || !address || !receiverAddress || units === undefined) {
      setState({ status: 'unavailable' })
      return
    }
    let current = true
    setState({ status: 'loading' })
    const contract = tokenAddress?.split(':').at(-1)
    const estimate = adapter
      .estimateGas(
        contract
          ? { network, address, to: contract, value: 0n, data: encodeErc20Transfer(receiverAddress, units) }
          : { network, address, to: receiverAddress, value: units },
      )
      .then(
        ({ gas }) => gas,
        () => (contract ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS),
      )
    const gasPrice = core.blockchainApi
      .fetchGasPrice({ caipNetworkId: network.caipNetworkId })
      .then(({ standard }) => BigInt(standard))
    Promise.all([estimate, gasPrice]).then(
      ([gas, price]) => {
        if (!current) return
        const native = send.state.tokenBalances.find((candidate) => candidate.address === undefined)
        const fee = getNetworkFee({
          gas,
          gasPrice: price,
          nativeDecimals: network.nativeCurrency.decimals,
          nativePrice: native?.price,
        })
        send.setGasPrice(price)
        send.setGasPriceInUSD(fee.feeInUsd)
        setState({ status: 'ready', ...fee })
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
