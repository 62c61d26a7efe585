export type AccountType = 'eoa' | 'smartAccount' | 'payment'
