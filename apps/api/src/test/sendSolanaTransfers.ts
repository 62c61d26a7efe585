import { createPrivateKey, sign } from 'node:crypto'
import { getSolanaDevnetTokenAccount, type SolanaDevnet } from '@org/appkit-devnet'
import { decodeBase58, encodeBase58 } from '../solana/base58.ts'
import { createSolanaRpc } from '../solana/createSolanaRpc.ts'

// For tests: real signed transactions sent to a Solana devnet, built here (legacy message, ed25519 from node:crypto)
// so the server's tests need no Solana SDK. The devnet checks every signature and runs the real System, SPL Token
// and Associated Token Account programs.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
type DevnetAddress = Parameters<typeof getSolanaDevnetTokenAccount>[0]

/** The DER prefix of an Ed25519 PKCS#8 private key: the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

interface AccountMeta {
  pubkey: string
  signer: boolean
  writable: boolean
}

interface Instruction {
  programId: string
  accounts: AccountMeta[]
  data: Uint8Array
}

function compactU16(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  do {
    let byte = rest & 0x7f
    rest >>= 7
    if (rest > 0) byte |= 0x80
    bytes.push(byte)
  } while (rest > 0)
  return bytes
}

function u64(value: bigint): number[] {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return [...bytes]
}

function key(address: string): number[] {
  const bytes = decodeBase58(address)
  if (bytes?.length !== 32) throw new Error(`not a public key: ${address}`)
  return [...bytes]
}

/** A legacy message: the fee payer first, then writable signers, read-only signers, writable and read-only others. */
function compileMessage(payer: string, instructions: readonly Instruction[], blockhash: string): Uint8Array {
  const metas = new Map<string, AccountMeta>([[payer, { pubkey: payer, signer: true, writable: true }]])
  const add = (meta: AccountMeta) => {
    const known = metas.get(meta.pubkey)
    metas.set(meta.pubkey, {
      pubkey: meta.pubkey,
      signer: (known?.signer ?? false) || meta.signer,
      writable: (known?.writable ?? false) || meta.writable,
    })
  }
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account)
    add({ pubkey: instruction.programId, signer: false, writable: false })
  }
  const rank = (meta: AccountMeta) =>
    meta.pubkey === payer ? 0 : meta.signer ? (meta.writable ? 1 : 2) : meta.writable ? 3 : 4
  const keys = [...metas.values()].sort((a, b) => rank(a) - rank(b))
  const index = (pubkey: string) => keys.findIndex((meta) => meta.pubkey === pubkey)
  const signers = keys.filter((meta) => meta.signer)
  return Uint8Array.from([
    signers.length,
    signers.filter((meta) => !meta.writable).length,
    keys.filter((meta) => !meta.signer && !meta.writable).length,
    ...compactU16(keys.length),
    ...keys.flatMap((meta) => key(meta.pubkey)),
    ...key(blockhash),
    ...compactU16(instructions.length),
    ...instructions.flatMap((instruction) => [
      index(instruction.programId),
      ...compactU16(instruction.accounts.length),
      ...instruction.accounts.map((account) => index(account.pubkey)),
      ...compactU16(instruction.data.length),
      ...instruction.data,
    ]),
  ])
}

/** Signs with one devnet account (the only signer), sends, and resolves with the signature once it landed. */
async function send(
  devnet: SolanaDevnet,
  from: number,
  instructions: readonly Instruction[],
): Promise<string> {
  const account = devnet.accounts[from]
  const secret = account && decodeBase58(account.secretKey)
  if (!account || secret?.length !== 64) throw new Error(`No Solana devnet account ${from}`)
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const { value } = await rpc.request<{ value: { blockhash: string } }>('getLatestBlockhash', [])
  const message = compileMessage(account.address, instructions, value.blockhash)
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, secret.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  })
  const signature = sign(null, message, privateKey)
  const wire = Buffer.from([...compactU16(1), ...signature, ...message])
  const sent = await rpc.request<string>('sendTransaction', [wire.toString('base64'), { encoding: 'base64' }])
  if (sent !== encodeBase58(signature)) throw new Error(`unexpected signature ${sent}`)
  return sent
}

/** Sends `lamports` from devnet account `from` to `to` (a System transfer); resolves with the signature. */
export function sendSol(devnet: SolanaDevnet, from: number, to: string, lamports: bigint): Promise<string> {
  const payer = devnet.accounts[from]?.address ?? ''
  return send(devnet, from, [
    {
      programId: SYSTEM_PROGRAM,
      accounts: [
        { pubkey: payer, signer: true, writable: true },
        { pubkey: to, signer: false, writable: true },
      ],
      data: Uint8Array.from([2, 0, 0, 0, ...u64(lamports)]),
    },
  ])
}

/**
 * Sends `amount` base units of dUSD from devnet account `from` to `owner`'s associated token account, creating it
 * first when missing (`createIdempotent`, rent paid by the sender), as wallets do; resolves with the signature.
 */
export async function sendDusd(
  devnet: SolanaDevnet,
  from: number,
  owner: string,
  amount: bigint,
): Promise<string> {
  const sender = devnet.accounts[from]?.address ?? ''
  const { mint } = devnet
  const [source, destination] = await Promise.all([
    getSolanaDevnetTokenAccount(sender as DevnetAddress),
    getSolanaDevnetTokenAccount(owner as DevnetAddress),
  ])
  return send(devnet, from, [
    {
      programId: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { pubkey: sender, signer: true, writable: true },
        { pubkey: destination, signer: false, writable: true },
        { pubkey: owner, signer: false, writable: false },
        { pubkey: mint.address, signer: false, writable: false },
        { pubkey: SYSTEM_PROGRAM, signer: false, writable: false },
        { pubkey: TOKEN_PROGRAM, signer: false, writable: false },
      ],
      data: Uint8Array.from([1]),
    },
    {
      programId: TOKEN_PROGRAM,
      accounts: [
        { pubkey: source, signer: false, writable: true },
        { pubkey: mint.address, signer: false, writable: false },
        { pubkey: destination, signer: false, writable: true },
        { pubkey: sender, signer: true, writable: false },
      ],
      data: Uint8Array.from([12, ...u64(amount), mint.decimals]),
    },
  ])
}
