'use client'

import { Button } from '@org/appkit-ui'
import { Component, type ReactNode } from 'react'
import { useMessages } from '../i18n/MessagesContext.tsx'
import { ViewFrame } from '../views/ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../views/ViewFrame/ViewStatus.tsx'
import { ViewRetryContext } from './ViewRetryContext.ts'

function ViewFailed({ onRetry }: { onRetry: () => void }) {
  const { common } = useMessages()
  return (
    <ViewFrame className="apkt-view-failed">
      <ViewStatus
        tone="error"
        title={common.viewFailedTitle}
        description={common.viewFailedDescription}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {common.tryAgain}
          </Button>
        }
      />
    </ViewFrame>
  )
}

/**
 * Keeps a view that throws (or whose chunk fails to load) inside the modal: the header still works, and Try again
 * renders the view anew.
 */
export class ViewErrorBoundary extends Component<
  { children?: ReactNode },
  { failed: boolean; retries: number }
> {
  override state = { failed: false, retries: 0 }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) {
      return (
        <ViewFailed
          onRetry={() => this.setState(({ retries }) => ({ failed: false, retries: retries + 1 }))}
        />
      )
    }
    return (
      <ViewRetryContext.Provider value={this.state.retries}>{this.props.children}</ViewRetryContext.Provider>
    )
  }
}
