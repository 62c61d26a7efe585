'use client'

import { Button, CoinIcon, NetworkIcon, WalletIcon } from '@org/appkit-ui'
import type { ReactNode } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="apkt-help-point">
      <span className="apkt-help-point-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="apkt-help-point-body">
        <h3 className="apkt-help-point-title">{title}</h3>
        <p className="apkt-help-point-text">{text}</p>
      </span>
    </li>
  )
}

/** The "What is a wallet?" explainer: three short points and a Get a wallet button. */
export function WhatIsAWalletView() {
  const core = useCore()
  const { connect: messages } = useMessages()
  return (
    <ViewFrame className="apkt-what-is-a-wallet-view">
      <ul className="apkt-help-points">
        <Point
          icon={<CoinIcon size="md" />}
          title={messages.helpAssetsTitle}
          text={messages.helpAssetsText}
        />
        <Point
          icon={<WalletIcon size="md" />}
          title={messages.helpLoginTitle}
          text={messages.helpLoginText}
        />
        <Point
          icon={<NetworkIcon size="md" />}
          title={messages.helpExploreTitle}
          text={messages.helpExploreText}
        />
      </ul>
      <Button
        variant="primary"
        fullWidth
        iconLeft={<WalletIcon size="sm" />}
        onClick={() => core.router.push('GetWallet')}
      >
        {messages.getAWallet}
      </Button>
    </ViewFrame>
  )
}
