/** The SPL Token program and Token-2022: token accounts of both are a wallet's tokens. */
export const solanaTokenPrograms = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** The Associated Token Account program: the SOL its instructions move is rent for a new token account. */
export const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** Compute-budget instructions set fees and limits: never what a transaction is about. */
export const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
