import type { Core } from '../createCore.ts'

/** Fills the send form the core's tests submit: 0.5 ETH to 0x3333…3333 at a gas price of 1 wei (not exported). */
export function fillNativeSendForm(core: Core): void {
  core.send.setToken({
    name: 'Ether',
    symbol: 'ETH',
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  })
  core.send.setTokenAmount('0.5')
  core.send.setReceiverAddress('0x3333333333333333333333333333333333333333')
  core.send.setGasPrice(1n)
}
