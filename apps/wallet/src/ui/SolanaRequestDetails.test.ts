import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../encoding/encodeBase58.ts'
import { decodeSolanaRequest } from '../requests/decodeSolanaRequest.ts'
import {
  createAtaIdempotentInstruction,
  createTransferCheckedInstruction,
  createV0Transaction,
  randomKey,
} from '../test/solanaTestTransactions.ts'
import { AccountsPanel } from './AccountsPanel.tsx'
import { RequestDetails } from './RequestDetails.tsx'

const alice = new PublicKey('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
const bob = new PublicKey('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
const dUSD = new PublicKey('Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt')

/** The text a screen reader gets, one space between elements. */
function textOf(element: ReturnType<typeof createElement>): string {
  return renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

describe('the request card of a Solana request', () => {
  it('solana_signMessage: the signer and the message text', () => {
    const request = decodeSolanaRequest('solana_signMessage', {
      message: encodeBase58(new TextEncoder().encode('Sign in to Lab')),
      pubkey: alice.toBase58(),
    })
    expect(textOf(createElement(RequestDetails, { request }))).toBe(
      `Account ${alice.toBase58()} Message Sign in to Lab`,
    )
  })

  it('a transaction: fee payer, a SOL transfer with amount and receiver, an SPL transfer, an unknown program', () => {
    const program = randomKey()
    const [source, destination] = [randomKey(), randomKey()]
    const transaction = createV0Transaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice, toPubkey: bob, lamports: 1_500_000_000 }),
      createAtaIdempotentInstruction(alice, destination, bob, dUSD),
      createTransferCheckedInstruction({
        source,
        mint: dUSD,
        destination,
        owner: alice,
        amount: 12_500_000n,
        decimals: 6,
      }),
      new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([0xab, 0xcd]) }),
    ])
    const request = decodeSolanaRequest('solana_signAndSendTransaction', {
      transaction,
      sendOptions: { maxRetries: 3 },
    })
    const text = textOf(createElement(RequestDetails, { request }))
    expect(text).toContain(`Fee payer ${alice.toBase58()} Signers ${alice.toBase58()} Version v0`)
    expect(text).toContain(`SOL transfer: 1.5 SOL From ${alice.toBase58()} To ${bob.toBase58()}`)
    expect(text).toContain(`Create a token account (if missing) Owner ${bob.toBase58()}`)
    expect(text).toContain(
      `Token transfer (SPL Token): 12.5 Token (mint) ${dUSD.toBase58()} (6 decimals) From ${alice.toBase58()} (token account ${source.toBase58()} ) To ${bob.toBase58()} (token account ${destination.toBase58()} )`,
    )
    expect(text).toContain(
      `Unknown instruction Program ${program.toBase58()} Accounts none Data 2 bytes: 0xabcd`,
    )
    expect(text).toContain(
      'On Approve the wallet signs it and sends it to the chain (after a preflight simulation, at most 3 retries).',
    )
  })
})

describe('the accounts panel', () => {
  it('shows each Solana address with its SOL balance per chain, or why it is unavailable', () => {
    const chainId = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
    const text = textOf(
      createElement(AccountsPanel, {
        addresses: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        solanaAddresses: [alice.toBase58(), bob.toBase58()],
        solanaBalances: [
          { chainId, address: alice.toBase58(), state: 'loaded', lamports: 9_998_765_432_110n },
          { chainId, address: bob.toBase58(), state: 'unavailable', reason: 'fetch failed' },
        ],
        balancesBusy: false,
        onRefreshBalances: () => undefined,
      }),
    )
    expect(text).toContain(`#0 ${alice.toBase58()} 9998.76543211 SOL on ${chainId}`)
    expect(text).toContain(`#1 ${bob.toBase58()} Balance on ${chainId} unavailable: fetch failed`)
    expect(text).toContain('Refresh balances')
  })
})
