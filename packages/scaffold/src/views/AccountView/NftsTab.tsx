import { ImageIcon } from '@org/appkit-ui'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

/** The NFTs tab: the spec's API has no NFT call (spec §7), so it says so instead of pretending to be empty. */
export function NftsTab() {
  const messages = useMessages().account
  return (
    <ViewStatus
      headingLevel="h4"
      visual={<ImageIcon size="lg" />}
      title={messages.nftsEmptyTitle}
      description={messages.nftsEmptyDescription}
    />
  )
}
