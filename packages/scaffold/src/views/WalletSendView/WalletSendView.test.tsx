import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { storyImages, storyTokens } from '../../stories/accountFixtures.ts'
import { createSendStoryCore, type SendStoryOptions } from '../../stories/createSendStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { STORY_RECEIVER, storyReceiverProfile } from '../../stories/sendFixtures.ts'
import { WalletSendView } from './WalletSendView.tsx'

const [, USDC] = storyTokens as [(typeof storyTokens)[0], (typeof storyTokens)[1]]

async function setup(options: SendStoryOptions = {}) {
  const core = await createSendStoryCore({ api: { balances: storyTokens }, ...options })
  renderView(core, <WalletSendView />)
  // Tokens load first; the native token is preselected.
  await screen.findByRole('form', { name: 'Send tokens' })
  return core
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount to send' })
const receiverField = () => screen.getByRole('textbox', { name: 'Receiver address or name' })
const submitButton = () => within(screen.getByRole('form')).getAllByRole('button').at(-1) as HTMLButtonElement

it('preselects the native token and names what is missing on the button, in the order the form is filled', async () => {
  const user = userEvent.setup()
  const core = await setup()
  expect(screen.getByRole('button', { name: 'ETH selected, change token' })).toBeTruthy()
  expect(screen.getByText('Balance: 1.235 ETH')).toBeTruthy()
  expect(submitButton().textContent).toBe('Add amount')
  expect(submitButton().disabled).toBe(true)

  await user.type(amountField(), '5')
  expect(submitButton().textContent).toBe('Insufficient funds')
  await user.clear(amountField())
  await user.type(amountField(), '0.5')
  expect(core.send.state.sendTokenAmount).toBe('0.5')
  // 0.5 ETH at the token's price.
  expect(screen.getByText('≈ $1,550.25')).toBeTruthy()
  expect(submitButton().textContent).toBe('Add address')

  await user.type(receiverField(), '0x1234')
  expect(submitButton().textContent).toBe('Invalid address')
  expect(screen.getByText('Enter a valid Devnet address.')).toBeTruthy()
  expect(receiverField().getAttribute('aria-invalid')).toBe('true')

  await user.clear(receiverField())
  await user.type(receiverField(), STORY_RECEIVER)
  expect(core.send.state.receiverAddress).toBe(STORY_RECEIVER)
  expect(submitButton().textContent).toBe('Preview send')
  expect(submitButton().disabled).toBe(false)
  await user.click(submitButton())
  expect(core.router.state.view).toBe('WalletSendPreview')
})

it('Max fills in the whole balance of the chosen token, to its last decimal', async () => {
  const user = userEvent.setup()
  const core = await setup({ send: { token: USDC } })
  await user.click(screen.getByRole('button', { name: 'Max' }))
  expect((amountField() as HTMLInputElement).value).toBe('250.000001')
  expect(core.send.state.sendTokenAmount).toBe('250.000001')
})

it("resolves a receiver name through the API's name records and shows the receiver's profile", async () => {
  const user = userEvent.setup()
  const core = await setup({
    api: { balances: storyTokens, names: { 'alice.reown.id': storyReceiverProfile } },
  })
  await user.type(amountField(), '0.1')
  await user.type(receiverField(), 'alice.reown.id')
  expect(submitButton().textContent).toBe('Finding address')
  const profile = screen.getByRole('status')
  expect(await within(profile).findByText('alice.reown.id')).toBeTruthy()
  expect(within(profile).getByText('0x70...dc79C8')).toBeTruthy()
  expect(core.send.state).toMatchObject({
    receiverAddress: STORY_RECEIVER,
    receiverProfileName: 'alice.reown.id',
  })
  expect(submitButton().textContent).toBe('Preview send')
})

it('says when a name has no address', async () => {
  const user = userEvent.setup()
  const core = await setup()
  await user.type(amountField(), '0.1')
  await user.type(receiverField(), 'nobody.reown.id')
  expect(await screen.findByText('No address found for nobody.reown.id.')).toBeTruthy()
  expect(submitButton().textContent).toBe('Invalid address')
  expect(core.send.state.receiverAddress).toBeUndefined()
})

it('says when the name lookup failed (API down) instead of calling the name unknown', async () => {
  const user = userEvent.setup()
  await setup({ api: { balances: storyTokens, names: 'error' } })
  await user.type(receiverField(), 'alice.reown.id')
  // The client retries a server error twice (1 s, then 2 s) before it gives up.
  expect(
    await screen.findByText(
      'Could not look up alice.reown.id. Check your connection and try again.',
      undefined,
      {
        timeout: 10_000,
      },
    ),
  ).toBeTruthy()
})

it("shows an address receiver's name and avatar from its identity", async () => {
  const user = userEvent.setup()
  const core = await setup({
    api: {
      balances: storyTokens,
      identities: { [STORY_RECEIVER]: { name: 'alice.eth', avatar: storyImages.profile } },
    },
  })
  await user.type(receiverField(), STORY_RECEIVER)
  expect(await within(screen.getByRole('status')).findByText('alice.eth')).toBeTruthy()
  expect(core.send.state.receiverProfileImage).toBe(storyImages.profile)
})

it('opens the token picker from the token button', async () => {
  const user = userEvent.setup()
  const core = await setup()
  await user.click(screen.getByRole('button', { name: 'ETH selected, change token' }))
  expect(core.router.state.view).toBe('WalletSendSelectToken')
})

it('applies the presets of open({ view: "WalletSend", arguments }) once', async () => {
  const core = await setup({
    route: { view: 'WalletSend', data: { amount: '12', assetAddress: USDC.address, to: STORY_RECEIVER } },
  })
  await waitFor(() => expect(core.send.state.token?.symbol).toBe('USDC'))
  expect((amountField() as HTMLInputElement).value).toBe('12')
  expect((receiverField() as HTMLInputElement).value).toBe(STORY_RECEIVER)
  expect(submitButton().textContent).toBe('Preview send')
  // Consumed: coming back from the token picker keeps the visitor's own edits.
  expect(core.router.state.data).toBeUndefined()
})

it('with the Blockchain API down it still offers the native token from the wallet balance', async () => {
  await setup({ api: { balances: 'error' } })
  expect(screen.getByRole('button', { name: 'ETH selected, change token' })).toBeTruthy()
  expect(screen.getByText('Balance: 1.235 ETH')).toBeTruthy()
  expect(screen.queryByText(/≈/)).toBeNull()
})

it('on a network the API does not serve it offers the native token without repeating the toast', async () => {
  const core = await setup({ api: { supportedChains: [], balances: storyTokens } })
  expect(screen.getByRole('button', { name: 'ETH selected, change token' })).toBeTruthy()
  expect(core.send.state.tokenBalances.map((token) => token.symbol)).toEqual(['ETH'])
  expect(core.snack.state.open).toBe(false)
})

it('offers to connect when no account is connected', async () => {
  const core = createStoryCore()
  renderView(core, <WalletSendView />)
  await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  expect(core.router.state.view).toBe('Connect')
})
