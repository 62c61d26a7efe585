'use client'

import { ChevronLeftIcon, CloseIcon, HelpIcon, IconButton } from '@org/appkit-ui'
import type { Ref } from 'react'
import { useCore } from '../context/CoreContext.tsx'
import { useMessages } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'

export interface ModalHeaderProps {
  title: string
  titleId: string
  titleRef: Ref<HTMLHeadingElement>
  /** Inline (embedded) there is nothing to close. */
  closable: boolean
}

/**
 * Back (only when there is somewhere to go back to; on the first Connect screen a "What is a wallet?" help
 * button takes its place), the view's title, and Close.
 */
export function ModalHeader({ title, titleId, titleRef, closable }: ModalHeaderProps) {
  const core = useCore()
  const { common } = useMessages()
  const router = useStateSnapshot(core.router.state)
  const { enableWalletGuide } = useStateSnapshot(core.options.state)
  const canGoBack = router.history.length > 1
  const showHelp = !canGoBack && router.view === 'Connect' && enableWalletGuide
  return (
    <header className="apkt-modal-header">
      <div className="apkt-modal-header-start">
        {canGoBack ? (
          <IconButton
            label={common.back}
            icon={<ChevronLeftIcon size="md" />}
            onClick={() => core.router.goBack()}
          />
        ) : showHelp ? (
          <IconButton
            label={common.help}
            icon={<HelpIcon size="md" />}
            onClick={() => core.router.push('WhatIsAWallet')}
          />
        ) : null}
      </div>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="apkt-modal-title">
        <span key={title} className="apkt-modal-title-text">
          {title}
        </span>
      </h2>
      <div className="apkt-modal-header-end">
        {closable ? (
          <IconButton
            label={common.close}
            icon={<CloseIcon size="md" />}
            onClick={() => core.modal.close()}
          />
        ) : null}
      </div>
    </header>
  )
}
