'use client'

import { Skeleton } from '@org/appkit-ui'
import { useMessages } from '../i18n/MessagesContext.tsx'

/** The placeholder while a lazily loaded view's chunk arrives: a few rows, announced as loading. */
export function ViewSkeleton() {
  const { common } = useMessages()
  return (
    <div
      className="apkt-modal-skeleton apkt-view"
      role="status"
      aria-busy="true"
      aria-label={common.loadingView}
    >
      <Skeleton shape="line" width="half" />
      <Skeleton shape="row" />
      <Skeleton shape="row" />
      <Skeleton shape="row" />
    </div>
  )
}
