import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromBytes,
  createTransactionMessage,
  getBase58Encoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit'
import type { SolanaLedger } from './createSolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { solanaDevnetFaucet } from './solanaDevnetAccounts.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

let faucetKeyPair: ReturnType<typeof createKeyPairFromBytes> | undefined
// One airdrop at a time per ledger: two identical ones signed against the same blockhash would be one transaction.
const queues = new WeakMap<SolanaLedger, Promise<unknown>>()

/**
 * `requestAirdrop`: a real System transfer from the faucet, so it lands, confirms and shows in the history like
 * any transaction (LiteSVM's own `airdrop` would leave no trace there).
 */
export function sendSolanaAirdrop(ledger: SolanaLedger, to: Address, lamports: bigint): Promise<string> {
  const result = (queues.get(ledger) ?? Promise.resolve()).then(() => airdrop(ledger, to, lamports))
  queues.set(
    ledger,
    result.catch(() => undefined),
  )
  return result
}

async function airdrop(
  ledger: SolanaLedger,
  to: Address,
  lamports: bigint,
  retried = false,
): Promise<string> {
  faucetKeyPair ??= createKeyPairFromBytes(getBase58Encoder().encode(solanaDevnetFaucet.secretKey))
  const keyPair = await faucetKeyPair
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(solanaDevnetFaucet.address, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: solanaProgramIds.system as Address,
          accounts: [
            { address: solanaDevnetFaucet.address, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  )
  const signed = await signTransaction([keyPair], compileTransaction(message))
  // The same amount to the same address in one block would be the same transaction: move to the next block.
  if (ledger.getTransaction(getSignatureFromTransaction(signed)) && !retried) {
    ledger.closeBlock()
    return airdrop(ledger, to, lamports, true)
  }
  try {
    return ledger.send(new Uint8Array(getTransactionEncoder().encode(signed)))
  } catch (error) {
    throw new SolanaRpcError(-32603, `airdrop request failed: ${(error as Error).message}`)
  }
}
