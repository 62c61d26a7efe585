import type { Address } from '@solana/kit'

export interface SolanaDevnetAccount {
  address: Address
  /**
   * The 64-byte keypair (seed then public key) in base58: what Phantom imports as a private key; decode it for
   * `Keypair.fromSecretKey` (`@solana/web3.js`) or `createKeyPairSignerFromBytes` (`@solana/kit`).
   */
  secretKey: string
}

/**
 * The ten funded accounts of the Solana devnet: `solanaDevnetDefaults.mnemonic` at `m/44'/501'/i'/0'` (a test
 * checks the derivation). Their secret keys are public on purpose: this is a local devnet, and anything sent to
 * these addresses on a real cluster can be taken by anyone.
 */
export const solanaDevnetAccounts = [
  {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as Address,
    secretKey: '4Cfc4TJ6dsWwLcw8aJ5uhx7UJKPR5VGXTu2iJr5bVRoTDsxzb6qfJrzR5HNhBcwGwsXqGeHzDR3eUWLr7MRnska8',
  },
  {
    address: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD' as Address,
    secretKey: '2GE2EWZwKFkMpDFKaN6LYVggqLJTdwkreHLNbXBKbtfnCBqkbtNhM4cEymyi5HZD2dX6rmh2VzE4waW7pbUUgXF7',
  },
  {
    address: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k' as Address,
    secretKey: '3rSg4wp38McUCkhe511k98mKhsSYxCw4mrvytNLULVvsPDFmaxC4XSyAPT54Tx3QqJmBbXoPsdbVAYqynzZR1K2i',
  },
  {
    address: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp' as Address,
    secretKey: '5uXAKT5i9KNt3LwCGAqUXYgtyhvGcUGm1CvPtPAyVy2geBftjuZ2mcV6oQQs7BMTNsNHS3hffaM1TJqsNEEQgAE6',
  },
  {
    address: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp' as Address,
    secretKey: '2FhULCkfNPpQsTeMebSdix4QhhcVgG4Fu7HYYB6pwkGEFar8FUacee4WmqtXFMyvx3GrKGYgXXBJX9Z6G5Dv1hBn',
  },
  {
    address: '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7' as Address,
    secretKey: 'hURca1bpFc3Grtne1KsotwTabDmtNdskVWE6wbVzJDNFkKkzDXFTFEU3CszYigWd42cq9TQ2a1mrtRPEb5TUsAd',
  },
  {
    address: 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh' as Address,
    secretKey: '3yt2ZgpQRjz2pXrD3qez8xkuC9oA5gQ1KmJAVy79xYADgoS4F8XsavEWDqryukrdc7Z3Xk78sSFx5Svnd4hTJopm',
  },
  {
    address: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6' as Address,
    secretKey: '29efn8AUKWNmmyQjWEZebh8CzA9663awdcmPfSVwRsHq5tQeQkCgFXgdLX821XGmQYnub65qR48hhWqkL59Ac4iN',
  },
  {
    address: '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV' as Address,
    secretKey: '4rYyAiSkKMKQ3PexSUkzdxTvuVHv33a49c8VVrWLB3xRSeAXFf8fiwvbNy5LEQ6wCpc6ZeBfnvroVv6fVsT9UcP5',
  },
  {
    address: '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab' as Address,
    secretKey: '5uYLMzbkZ7DCxH9gsSxi4UoMbA4YDw3vxwSgnAbDA8jvTY1YY9jGKJsx8dQTtc9yJstkeLVCAcTUZtALZyA4svvj',
  },
] as const satisfies readonly SolanaDevnetAccount[]

/**
 * Mnemonic index 10: pays `requestAirdrop` and is the dUSD mint authority. Outside the ten listed accounts, so
 * they keep exactly `solanaDevnetDefaults.balanceSol`. Public for the same reason as the accounts' keys.
 */
export const solanaDevnetFaucet = {
  address: '6FvbTFsvAeiN6agSCxqsh2WM5xGw3GNAQ2A4M1xWPYfc' as Address,
  secretKey: '5TDuRc1oV6iHHbwKAre9vUJR6AWNuKA22oaHyPA5s3rvNYDCCM5goKmNuSWQZyzBrhepW78S6bX2st7NBJakmy2r',
} as const satisfies SolanaDevnetAccount
