import { describe, expect, it } from 'vitest'
import { createSendForm, type SendForm, type SendResult } from './createSendForm.ts'

describe('createSendForm', () => {
  it('its setters write the state at once and send hands the form to the submit', async () => {
    const submitted: SendForm[] = []
    const result: SendResult = { status: 'success', hash: '0xabc' }
    const send = createSendForm({
      getAccountType: () => 'eoa',
      submit: async (form) => {
        submitted.push(form)
        return result
      },
    })
    send.setTokenAmount('0.5')
    send.setReceiverAddress('0x3333333333333333333333333333333333333333')
    expect(send.state.sendTokenAmount).toBe('0.5')

    await expect(send.send()).resolves.toBe(result)
    expect(submitted).toHaveLength(1)
    expect(submitted[0]?.state).toBe(send.state)
    submitted[0]?.reset()
    expect(send.state.sendTokenAmount).toBeUndefined()
    expect(send.state.receiverAddress).toBeUndefined()
  })

  it('flags a network fee the balance cannot pay, except for smart accounts', () => {
    let accountType: 'eoa' | 'smartAccount' = 'eoa'
    const send = createSendForm({
      getAccountType: () => accountType,
      submit: async () => ({ status: 'busy' }),
    })
    send.setNetworkBalanceInUSD('0.10')
    send.setGasPriceInUSD(0.5)
    expect(send.hasInsufficientGas()).toBe(true)
    accountType = 'smartAccount'
    expect(send.hasInsufficientGas()).toBe(false)
  })
})
