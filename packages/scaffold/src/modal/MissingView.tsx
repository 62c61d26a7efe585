import { formatMessage } from '@org/appkit-core'
import { InfoIcon } from '@org/appkit-ui'
import { useMessages } from '../i18n/MessagesContext.tsx'
import { ViewFrame } from '../views/ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../views/ViewFrame/ViewStatus.tsx'

/** What the outlet shows for a view that has no component yet: it says so plainly, with nothing to click. */
export function MissingView({ title }: { title: string }) {
  const { common } = useMessages()
  return (
    <ViewFrame className="apkt-missing-view">
      <ViewStatus
        visual={<InfoIcon size="lg" />}
        title={common.viewMissingTitle}
        description={formatMessage(common.viewMissingDescription, { view: title })}
      />
    </ViewFrame>
  )
}
