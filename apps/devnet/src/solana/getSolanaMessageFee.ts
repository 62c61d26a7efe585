import type { LegacyCompiledTransactionMessage, V0CompiledTransactionMessage } from '@solana/kit'
import { solanaDevnetDefaults } from './solanaDevnetDefaults.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

// Programs that are built into the runtime: an instruction of one reserves 3,000 compute units by default, any
// other instruction 200,000 (the runtime's defaults when a transaction sets no compute-unit limit).
const builtins = new Set<string>([
  solanaProgramIds.system,
  solanaProgramIds.computeBudget,
  solanaProgramIds.addressLookupTable,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])
const maxComputeUnitLimit = 1_400_000n

/**
 * The fee LiteSVM charges for a message: 5,000 lamports per signature plus the priority fee (compute-unit price
 * in micro-lamports times the compute-unit limit, rounded up). A test pins it against the fee actually charged.
 */
export function getSolanaMessageFee(
  message: LegacyCompiledTransactionMessage | V0CompiledTransactionMessage,
): number {
  let limit: bigint | undefined
  let price = 0n
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? ''
    defaultLimit += builtins.has(program) ? 3_000n : 200_000n
    const data = instruction.data
    if (program !== solanaProgramIds.computeBudget || !data) continue
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units = (limit ?? defaultLimit) < maxComputeUnitLimit ? (limit ?? defaultLimit) : maxComputeUnitLimit
  const priority = (price * units + 999_999n) / 1_000_000n
  return message.header.numSignerAccounts * solanaDevnetDefaults.lamportsPerSignature + Number(priority)
}
