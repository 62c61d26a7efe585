import type { RouterData } from '@org/appkit-core/internal'

/** What `open({ view: 'WalletSend', arguments })` may preset (reference §3: amount, assetAddress, to). */
export interface SendPresets {
  amount?: string
  /** The token's contract, plain or CAIP-10. */
  assetAddress?: string
  /** An address or a name. */
  to?: string
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return String(value)
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** The send presets in the router data, keeping only well-typed values; undefined when there are none. */
export function readSendPresets(data: RouterData | undefined): SendPresets | undefined {
  if (!data) return undefined
  const amount = text(data.amount)
  const assetAddress = text(data.assetAddress)
  const to = text(data.to)
  const presets: SendPresets = {
    ...(amount && /^\d*\.?\d*$/.test(amount) ? { amount } : {}),
    ...(assetAddress ? { assetAddress } : {}),
    ...(to ? { to } : {}),
  }
  return Object.keys(presets).length > 0 ? presets : undefined
}
