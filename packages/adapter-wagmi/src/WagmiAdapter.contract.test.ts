import { createMemoryStorage } from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { type ContractPage, describeChainAdapterContract } from '@org/appkit-testing/adapter-contract'
import { createStorage } from '@wagmi/core'
import { type Hex, verifyMessage } from 'viem'
import { devnetNetwork, unknownToWalletNetwork } from './test/devnetNetworks.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// The shared adapter contract (packages/testing, "adapter-contract") against a real anvil devnet and the real dev
// wallet, announced over EIP-6963 as an extension would. The suite's sends go from devnet account 4 (a token holder)
// to account 8, which nothing else in this file touches.

const RDNS = 'org.appkit.devwallet'
const ANNOUNCE = {
  name: 'Dev Wallet',
  rdns: RDNS,
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
}
const SENDER_INDEX = 4
const RECEIVER_INDEX = 8
const OTHER_ACCOUNT_INDEX = 6

const suite = setUpDevnetSuite()

function devnetAccount(index: number) {
  const account = suite.devnet.accounts[index]
  if (!account) throw new Error(`the devnet has no account ${index}`)
  return account
}

/** A page load: a fresh window where the wallet announces itself, and an adapter over `storage`. */
function openAdapter(wallet: DevWallet, storage: ReturnType<typeof createMemoryStorage>) {
  injectDevWallet(installTestWindow(), wallet, { announce: ANNOUNCE })
  return suite.track(
    new WagmiAdapter({
      projectId: 'contract-suite',
      networks: [devnetNetwork(suite.devnet.rpcUrl), unknownToWalletNetwork(suite.devnet.rpcUrl)],
      storage: createStorage({ storage }),
      pendingTransactionsFilter: { enable: false },
    }),
  )
}

function loadPage(): ContractPage {
  const { rpcUrl, chainId } = suite.devnet
  const wallet = createDevWallet({
    addressIndex: SENDER_INDEX,
    chains: [
      { id: chainId, rpcUrl },
      { id: 31338, rpcUrl, name: 'Devnet B' },
    ],
  })
  const storage = createMemoryStorage()
  return {
    adapter: openAdapter(wallet, storage),
    network: devnetNetwork(rpcUrl),
    reload: () => openAdapter(wallet, storage),
    wallet: {
      connector: { id: RDNS, type: 'ANNOUNCED' },
      get chainId() {
        return wallet.chainId
      },
      setPolicy: (policy) => wallet.setPolicy(policy),
      hasPendingPrompt: () => wallet.pendingRequests.length > 0,
      approvePending: () => void wallet.approvePending(),
      rejectPending: () => void wallet.rejectPending(),
      switchAccount() {
        wallet.switchAccountFromWallet({ addressIndex: OTHER_ACCOUNT_INDEX })
        return devnetAccount(OTHER_ACCOUNT_INDEX).address
      },
      switchChain() {
        wallet.switchChainFromWallet(31338)
        return 31338
      },
      disconnect: () => wallet.disconnectFromWallet(),
      verifySignature: ({ address, message, signature }) =>
        verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    },
  }
}

describeChainAdapterContract({
  name: 'WagmiAdapter',
  loadPage,
  offers: { walletChainSwitch: true, otherNetwork: true, token: true },
  chain: () => {
    const token = suite.devnet.tokens[0]
    if (!token) throw new Error('the devnet has no token')
    return {
      receiver: devnetAccount(RECEIVER_INDEX).address,
      token: { address: token.address, decimals: token.decimals, symbol: token.symbol },
      otherNetwork: unknownToWalletNetwork(suite.devnet.rpcUrl),
    }
  },
})
