import type { CaipNetwork } from '@org/appkit-core'
import { createMockAdapter, type MockAdapterParameters } from '@org/appkit-core/internal'
import type { ContractPage } from '../adapterContract/ChainAdapterContract.ts'
import { describeChainAdapterContract } from '../adapterContract/describeChainAdapterContract.ts'

// The mock adapter every test and story of the repository uses passes the chain-free part of the same contract the
// real adapters pass, once per namespace and with sends off, so a test written against it holds for them.

const NETWORKS: Record<'eip155' | 'solana', CaipNetwork> = {
  eip155: {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
}

const OTHER_ADDRESS = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: 'Hq4qbZxvKSUL1Jmh2x8k8Fe9ZwqyZJv3Tzw9s4XbGdtb',
}

function mockPage(namespace: 'eip155' | 'solana', parameters: MockAdapterParameters = {}) {
  return (): ContractPage => {
    const mock = createMockAdapter({ namespace, ...parameters })
    return {
      adapter: mock.adapter,
      network: NETWORKS[namespace],
      // A reload finds what the wallet still has approved for the dApp.
      reload: () =>
        createMockAdapter({ namespace, ...parameters, reconnect: mock.wallet.connection ?? null }).adapter,
      wallet: {
        connector: { id: 'mock-wallet', type: 'INJECTED' },
        get chainId() {
          return mock.wallet.chainId ?? NETWORKS[namespace].id
        },
        setPolicy: mock.wallet.setPolicy,
        hasPendingPrompt: () => mock.wallet.pending.length > 0,
        approvePending: () => void mock.wallet.approvePending(),
        rejectPending: () => void mock.wallet.rejectPending(),
        switchAccount() {
          mock.wallet.switchAccount(OTHER_ADDRESS[namespace])
          return OTHER_ADDRESS[namespace]
        },
        switchChain() {
          mock.wallet.switchChain(10)
          return 10
        },
        disconnect: () => mock.wallet.disconnect(),
        verifySignature: mock.wallet.verifySignature,
      },
    }
  }
}

// The mock's wallet switches network; it has no chain, so the on-chain offers do not apply.
const offers = { walletChainSwitch: true, otherNetwork: false, token: false }
describeChainAdapterContract({ name: 'createMockAdapter (eip155)', loadPage: mockPage('eip155'), offers })
describeChainAdapterContract({ name: 'createMockAdapter (solana)', loadPage: mockPage('solana'), offers })
describeChainAdapterContract({
  name: 'createMockAdapter (without sends, with the eip155 extension)',
  loadPage: mockPage('eip155', { capabilities: { send: false, writeContract: true } }),
  offers,
})
