'use client'

import { type CaipNetwork, truncateAddress } from '@org/appkit-core'
import {
  type AccountState,
  formatAmount,
  formatMessage,
  getNetworkImageUrl,
  getNetworkName,
} from '@org/appkit-core/internal'
import {
  AddressAvatar,
  Button,
  Chip,
  CopyIcon,
  ExternalLinkIcon,
  IconButton,
  Link,
  NetworkImage,
} from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { copyToClipboard } from '../ViewFrame/copyToClipboard.ts'

export interface AccountProfileProps {
  account: Pick<
    AccountState,
    'profileName' | 'profileImage' | 'balance' | 'balanceSymbol' | 'addressExplorerUrl'
  >
  address: string
  network: CaipNetwork | undefined
}

/**
 * The account's header: avatar (or profile image), name (or the address shortened to 4 + 6 characters) with a
 * copy button, native balance to 3 decimals, the network (a button to the network list when switching is
 * enabled) and the explorer link.
 */
export function AccountProfile({ account, address, network }: AccountProfileProps) {
  const core = useCore()
  const messages = useMessages().account
  const options = useStateSnapshot(core.options.state)
  const networkName = network ? getNetworkName(network) : undefined
  const networkImage = getNetworkImageUrl(network, options.chainImages)

  async function copyAddress() {
    if (await copyToClipboard(address)) core.snack.showSuccess(messages.addressCopied)
    else core.snack.showError(messages.copyFailed)
  }

  return (
    <div className="apkt-account-profile">
      <AddressAvatar address={address} imageUrl={account.profileImage} size="xl" />
      <div className="apkt-account-identity">
        <h3 className="apkt-account-name" title={account.profileName ? undefined : address}>
          {account.profileName || truncateAddress(address)}
        </h3>
        <IconButton
          label={messages.copyAddress}
          icon={<CopyIcon size="sm" />}
          size="sm"
          onClick={() => void copyAddress()}
        />
      </div>
      {account.balance !== undefined ? (
        <p className="apkt-account-balance">
          <span className="apkt-visually-hidden">{messages.balance}: </span>
          {formatAmount(account.balance)} {account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''}
        </p>
      ) : null}
      <div className="apkt-account-links">
        {network && networkName ? (
          options.enableNetworkSwitch ? (
            <Button
              variant="secondary"
              size="sm"
              iconLeft={<NetworkImage src={networkImage} size="xs" />}
              aria-label={formatMessage(messages.switchNetworkLabel, { network: networkName })}
              onClick={() => core.router.push('Networks')}
              className="apkt-account-network"
            >
              {networkName}
            </Button>
          ) : (
            <Chip label={networkName} imageUrl={networkImage} />
          )
        ) : null}
        {account.addressExplorerUrl ? (
          <Link href={account.addressExplorerUrl} className="apkt-account-explorer">
            {messages.blockExplorer}
            <ExternalLinkIcon size="sm" />
          </Link>
        ) : null}
      </div>
    </div>
  )
}
