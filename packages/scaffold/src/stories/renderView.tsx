import type { Core } from '@org/appkit-core'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { CoreProvider } from '../context/CoreContext.tsx'
import { MessagesProvider } from '../i18n/MessagesContext.tsx'

/** Renders a view for a component test the way the shell will: inside the core and message providers. */
export function renderView(core: Core, view: ReactElement, locale = 'en'): RenderResult {
  return render(
    <CoreProvider core={core}>
      <MessagesProvider locale={locale}>{view}</MessagesProvider>
    </CoreProvider>,
  )
}
