import { createMemoryStorage, type KeyValueStorage } from '@org/appkit-core'
import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet, type SolanaDevWallet } from '@org/appkit-testing'
import { type ContractPage, describeChainAdapterContract } from '@org/appkit-testing/adapter-contract'
import { SolanaAdapter } from './SolanaAdapter.ts'
import { setUpSolanaSuite, verifyEd25519 } from './test/setUpSolanaSuite.ts'

// The shared adapter contract (packages/testing, "adapter-contract") against a real Solana devnet (LiteSVM behind
// JSON-RPC) and the real Solana dev wallet, registered for Wallet Standard discovery as an extension registers. The
// suite's sends go from devnet account 3 (a dUSD holder) to account 8, which nothing else in this file touches.

const SENDER = solanaDevnetAccounts[3]!
const OTHER_ACCOUNT = solanaDevnetAccounts[6]!
const RECEIVER = solanaDevnetAccounts[8]!

const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

/** A page load: a fresh adapter over the page's storage; the wallet stays registered, as an extension does. */
function openAdapter(storage: KeyValueStorage) {
  return suite.track(new SolanaAdapter({ storage }))
}

async function loadPage(): Promise<ContractPage> {
  const wallet: SolanaDevWallet = await suite.openWallet({ secretKey: SENDER.secretKey })
  const storage = createMemoryStorage()
  const network = suite.network()
  return {
    adapter: openAdapter(storage),
    network,
    reload: () => openAdapter(storage),
    wallet: {
      connector: { id: wallet.name, type: 'ANNOUNCED' },
      // A Solana wallet signs for whichever cluster the dApp uses: the wallet is on the page's network.
      chainId: network.id,
      setPolicy: (policy) => wallet.setPolicy(policy),
      hasPendingPrompt: () => wallet.pendingRequests.length > 0,
      approvePending: () => void wallet.approvePending(),
      rejectPending: () => void wallet.rejectPending(),
      async switchAccount() {
        await wallet.switchAccountFromWallet(OTHER_ACCOUNT.secretKey)
        return OTHER_ACCOUNT.address
      },
      disconnect: () => wallet.disconnectFromWallet(),
      verifySignature: (signed) => verifyEd25519(signed),
    },
  }
}

describeChainAdapterContract({
  name: 'SolanaAdapter',
  loadPage,
  offers: { walletChainSwitch: false, otherNetwork: false, token: true },
  chain: () => {
    const { mint } = suite.devnet
    return {
      receiver: RECEIVER.address,
      // dUSD is a classic mint without metadata: no symbol on chain to read.
      token: { address: mint.address, decimals: mint.decimals },
    }
  },
})
