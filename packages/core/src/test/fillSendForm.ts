import type { Core } from '../createCore.ts'

type SendToken = NonNullable<Parameters<Core['send']['setToken']>[0]>

const ETHER: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

/**
 * Fills the send form the core's tests submit: `amount` of `token` (0.5 ETH by default) to 0x3333…3333 at a gas
 * price of 1 wei (not exported).
 */
export function fillSendForm(core: Core, { token = ETHER, amount = '0.5' } = {}): void {
  core.send.setToken(token)
  core.send.setTokenAmount(amount)
  core.send.setReceiverAddress('0x3333333333333333333333333333333333333333')
  core.send.setGasPrice(1n)
}
