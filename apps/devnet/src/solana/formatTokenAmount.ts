export interface RpcTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** A raw token amount as the RPC's `uiTokenAmount` / `tokenAmount`: `{ amount, decimals, uiAmount, uiAmountString }`. */
export function formatTokenAmount(amount: bigint, decimals: number): RpcTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
