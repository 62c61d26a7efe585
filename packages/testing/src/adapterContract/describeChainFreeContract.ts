import {
  BaseError,
  CHAIN_NAMESPACES,
  type ChainAdapterCapabilities,
  isUserRejection,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { describe, expect, it, vi } from 'vitest'
import type { ContractPage, DescribeChainAdapterContractParameters } from './ChainAdapterContract.ts'
import { recordEvents } from './recordEvents.ts'

const CAPABILITIES: readonly (keyof ChainAdapterCapabilities)[] = [
  'send',
  'swap',
  'names',
  'history',
  'balance',
  'signMessage',
  'writeContract',
  'embeddedWallet',
]
const REQUIRED_METHODS = [
  'syncConnectors',
  'watchConnectors',
  'connect',
  'disconnect',
  'reconnect',
  'getAccounts',
  'switchNetwork',
  'getBalance',
  'signMessage',
] as const
/** The methods a capability flag stands for: present exactly when it is true. */
const CAPABILITY_METHODS = {
  send: ['sendNative', 'sendToken', 'estimateSendFee'],
  writeContract: ['writeContract'],
} as const

async function connect({ adapter, wallet, network }: ContractPage) {
  return adapter.connect({ ...wallet.connector, network })
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

function expectUserRejection(error: unknown) {
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect(error).toBeInstanceOf(BaseError)
  expect(isUserRejection(error)).toBe(true)
}

/**
 * The part of the adapter contract that needs no chain: the contract's shape, capabilities that match the methods,
 * connecting, reconnecting and disconnecting, wallet-side events, signing, and the wallet's answers (approve,
 * reject, hang) mapped into core errors. The mock adapter runs it too.
 */
export function describeChainFreeContract({
  name,
  loadPage,
  offers,
}: DescribeChainAdapterContractParameters) {
  describe(`${name}: the adapter contract, chain-free part`, () => {
    it('declares a known namespace and every capability as a boolean', async () => {
      const { adapter } = await loadPage()
      expect(CHAIN_NAMESPACES).toContain(adapter.namespace)
      for (const capability of CAPABILITIES) expect(typeof adapter.capabilities[capability]).toBe('boolean')
      for (const method of ['on', 'off', 'emit'] as const)
        expect(typeof adapter.emitter[method]).toBe('function')
    })

    it('has every required method, and the methods of a capability exactly when it declares it (no stubs)', async () => {
      const { adapter } = await loadPage()
      for (const method of REQUIRED_METHODS) expect(typeof adapter[method], method).toBe('function')
      for (const [capability, methods] of Object.entries(CAPABILITY_METHODS)) {
        const declared = adapter.capabilities[capability as keyof typeof CAPABILITY_METHODS]
        for (const method of methods) {
          expect(typeof adapter[method] === 'function', `${method} (capability ${capability})`).toBe(declared)
        }
      }
    })

    it("connects to the wallet: its address on the wallet's chain, listed by getAccounts", async () => {
      const page = await loadPage()
      const connection = await connect(page)
      expect(String(connection.chainId)).toBe(String(page.wallet.chainId))
      const accounts = await page.adapter.getAccounts({ connectorId: page.wallet.connector.id })
      expect(accounts.map((account) => account.address)).toContain(connection.address)
      for (const account of accounts) expect(account.namespace).toBe(page.adapter.namespace)
    })

    it("a declined connection rejects with the core's UserRejectedRequestError", async () => {
      const page = await loadPage()
      page.wallet.setPolicy('reject')
      expectUserRejection(await rejectionOf(connect(page)))
    })

    it('a connection waits while the wallet hangs: it resolves once approved, and rejects as declined', async () => {
      const page = await loadPage()
      page.wallet.setPolicy('hang')
      let settled = false
      const approved = connect(page).finally(() => {
        settled = true
      })
      await vi.waitFor(() => expect(page.wallet.hasPendingPrompt()).toBe(true))
      expect(settled).toBe(false)
      page.wallet.approvePending()
      expect((await approved).address).toBeTruthy()

      const other = await loadPage()
      other.wallet.setPolicy('hang')
      const declined = rejectionOf(connect(other))
      await vi.waitFor(() => expect(other.wallet.hasPendingPrompt()).toBe(true))
      other.wallet.rejectPending()
      expectUserRejection(await declined)
    })

    it('disconnect ends the connection: no accounts, and a reload has nothing to restore', async () => {
      const page = await loadPage()
      await connect(page)
      await page.adapter.disconnect({ connectorId: page.wallet.connector.id })
      expect(await page.adapter.getAccounts({ connectorId: page.wallet.connector.id })).toEqual([])
      const reloaded = await page.reload()
      await expect(
        reloaded.reconnect({ connectorId: page.wallet.connector.id, network: page.network }),
      ).resolves.toBe(null)
    })

    it('after a reload, reconnect restores the connection without a prompt', async () => {
      const page = await loadPage()
      const { address } = await connect(page)
      const reloaded = await page.reload()
      // Any prompt would now be declined: a restore that asks the wallet fails.
      page.wallet.setPolicy('reject')
      const restored = await reloaded.reconnect({
        connectorId: page.wallet.connector.id,
        network: page.network,
      })
      expect(restored?.address).toBe(address)
    })

    it('the wallet switching account emits accountChanged with the new address', async () => {
      const page = await loadPage()
      const { address } = await connect(page)
      const events = recordEvents(page.adapter)
      const next = await page.wallet.switchAccount()
      expect(next).not.toBe(address)
      await vi.waitFor(() => expect(events.accountChanged.at(-1)?.address).toBe(next))
    })

    if (offers.walletChainSwitch) {
      it('the wallet switching network emits chainChanged with the new chain id', async () => {
        const page = await loadPage()
        const { switchChain } = page.wallet
        expect(switchChain, 'offers.walletChainSwitch needs wallet.switchChain').toBeTypeOf('function')
        await connect(page)
        const events = recordEvents(page.adapter)
        const chainId = await switchChain?.()
        await vi.waitFor(() => expect(String(events.chainChanged.at(-1)?.chainId)).toBe(String(chainId)))
      })
    }

    it('the wallet disconnecting the dApp emits disconnect', async () => {
      const page = await loadPage()
      await connect(page)
      const events = recordEvents(page.adapter)
      await page.wallet.disconnect()
      await vi.waitFor(() => expect(events.disconnect).toHaveLength(1))
    })

    it("signs a message; the signature verifies for the address the namespace's way", async () => {
      const page = await loadPage()
      const { address } = await connect(page)
      const message = 'Sign in to the contract suite'
      const { signature } = await page.adapter.signMessage({
        message,
        address,
        connectorId: page.wallet.connector.id,
      })
      expect(await page.wallet.verifySignature({ address, message, signature })).toBe(true)
      expect(await page.wallet.verifySignature({ address, message: `${message}!`, signature })).toBe(false)
    })

    it("a declined signature rejects with the core's UserRejectedRequestError", async () => {
      const page = await loadPage()
      const { address } = await connect(page)
      page.wallet.setPolicy('reject')
      expectUserRejection(
        await rejectionOf(
          page.adapter.signMessage({ message: 'no', address, connectorId: page.wallet.connector.id }),
        ),
      )
    })
  })
}
