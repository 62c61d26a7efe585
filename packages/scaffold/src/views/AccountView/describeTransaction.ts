import { formatAmount, type Transaction } from '@org/appkit-core/internal'
import type { TransactionDirection, TransactionStatus } from '@org/appkit-ui'
import type { AreaMessages } from '../../i18n/Messages.ts'

type AccountMessages = AreaMessages<'account'>

const TITLES: Record<string, keyof AccountMessages> = {
  send: 'txSent',
  receive: 'txReceived',
  trade: 'txSwapped',
  mint: 'txMinted',
  burn: 'txBurned',
  approve: 'txApproved',
  deploy: 'txDeployed',
  execute: 'txExecuted',
}

export interface TransactionDescription {
  title: string
  description: string
  direction: TransactionDirection
  status: TransactionStatus
  statusLabel: string | undefined
  imageUrl: string | undefined
  symbol: string | undefined
}

function toStatus(status: string): TransactionStatus {
  return status === 'pending' || status === 'failed' ? status : 'confirmed'
}

/**
 * What an activity row shows for a history entry: title by operation, amounts (3 decimals) or NFT names,
 * direction, status and the token icon or NFT preview.
 */
export function describeTransaction(
  transaction: Transaction,
  messages: AccountMessages,
): TransactionDescription {
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const amounts = transfers.map((transfer) =>
    transfer.nft_info
      ? (transfer.nft_info.name ?? messages.nft)
      : `${formatAmount(transfer.quantity.numeric)} ${transfer.fungible_info?.symbol ?? ''}`.trim(),
  )
  const description = amounts.join(' → ')
  const direction: TransactionDirection =
    metadata.operationType === 'trade'
      ? 'swap'
      : first?.direction === 'in' || first?.direction === 'out'
        ? first.direction
        : 'other'
  const status = toStatus(metadata.status)
  const titleKey = TITLES[metadata.operationType]
  return {
    title: titleKey ? messages[titleKey] : messages.txOther,
    description,
    direction,
    status,
    statusLabel:
      status === 'pending' ? messages.txPending : status === 'failed' ? messages.txFailed : undefined,
    imageUrl: first?.nft_info?.content?.preview?.url ?? first?.fungible_info?.icon?.url ?? undefined,
    symbol: first?.fungible_info?.symbol ?? undefined,
  }
}

/** Whether every transfer of the entry is a spam NFT: such entries are left out of the activity. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}
