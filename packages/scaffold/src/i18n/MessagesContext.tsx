'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { enMessages } from './enMessages.ts'
import { loadMessages } from './loadMessages.ts'
import type { Messages } from './Messages.ts'

const MessagesContext = createContext<Messages>(enMessages)

/**
 * Provides the catalogue of `locale`: English at once (bundled), then the locale's own catalogue as soon as it
 * has loaded, so the modal never waits on a translation to open.
 */
export function MessagesProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  const [messages, setMessages] = useState<Messages>(enMessages)
  useEffect(() => {
    let current = true
    void loadMessages(locale).then((loaded) => {
      if (current) setMessages(loaded)
    })
    return () => {
      current = false
    }
  }, [locale])
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
}

/** The current catalogue: `useMessages().connect.title`; placeholders go through core's formatMessage. */
export function useMessages(): Messages {
  return useContext(MessagesContext)
}
