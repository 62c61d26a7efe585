import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { storyTokens } from '../../stories/accountFixtures.ts'
import { createSendStoryCore, type SendStoryOptions } from '../../stories/createSendStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { WalletSendSelectTokenView } from './WalletSendSelectTokenView.tsx'

const punks = {
  name: 'Story Punks',
  symbol: 'PUNK',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x0000000000000000000000000000000000000042',
  price: 0,
  quantity: { decimals: '0', numeric: '3' },
  iconUrl: '',
}

async function setup(options: SendStoryOptions = {}) {
  const core = await createSendStoryCore({
    api: { balances: [...storyTokens, punks] },
    route: { view: 'Account' },
    ...options,
  })
  core.router.push('WalletSend')
  core.router.push('WalletSendSelectToken')
  renderView(core, <WalletSendSelectTokenView />)
  return core
}

const tokenNames = () =>
  within(screen.getByRole('list', { name: 'Your tokens' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.apkt-list-item-title')?.textContent)

it('lists the sendable tokens with amount and USD value, 0-decimal tokens left out, the current one marked', async () => {
  await setup()
  await screen.findByRole('list', { name: 'Your tokens' })
  expect(tokenNames()).toEqual(['Ether', 'USD Coin', 'Test Token'])
  const eth = screen.getByRole('button', { name: /Ether/ })
  expect(eth.getAttribute('aria-current')).toBe('true')
  expect(within(eth).getByText('1.235 ETH')).toBeTruthy()
  expect(within(eth).getByText('$3,829.12')).toBeTruthy()
})

it('searches by name or symbol and says when nothing matches', async () => {
  const user = userEvent.setup()
  await setup()
  await screen.findByRole('list', { name: 'Your tokens' })
  await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'usd')
  expect(tokenNames()).toEqual(['USD Coin'])
  await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'x')
  expect(screen.getByRole('heading', { name: 'No tokens found' })).toBeTruthy()
  expect(screen.getByText('No token matches “usdx”.')).toBeTruthy()
})

it('choosing a token sets it for the send and goes back to the form', async () => {
  const user = userEvent.setup()
  const core = await setup()
  await user.click(await screen.findByRole('button', { name: /USD Coin/ }))
  expect(core.send.state.token?.symbol).toBe('USDC')
  expect(core.router.state.view).toBe('WalletSend')
})

it('says so when the account holds nothing to send', async () => {
  await setup({ api: { balances: [punks] }, account: { balance: '0' } })
  expect(await screen.findByRole('heading', { name: 'No tokens to send' })).toBeTruthy()
  expect(screen.getByText('Tokens you hold on Devnet show up here.')).toBeTruthy()
})
