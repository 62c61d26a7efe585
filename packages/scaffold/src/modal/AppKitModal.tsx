'use client'

import type { Core } from '@org/appkit-core'
import { ShadowHost, type ThemeVariables } from '@org/appkit-ui'
import { useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { CoreProvider, useCore } from '../context/CoreContext.tsx'
import { MessagesProvider } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
import { useStateValue } from '../state/useStateValue.ts'
import { viewFrameStyles } from '../views/ViewFrame/ViewFrame.styles.ts'
import { modalStyles } from './AppKitModal.styles.ts'
import { ModalDialog } from './ModalDialog.tsx'
import { ViewStylesContext } from './ViewStylesContext.tsx'
import { viewRegistry } from './viewRegistry.ts'
import { WarmUpContext } from './WarmUpContext.ts'

export interface AppKitModalProps {
  core: Core
  /** Render in place, always shown, instead of as an overlay. @default the core's `enableEmbedded` option */
  inline?: boolean
  /** Where the overlay is mounted. @default document.body */
  container?: Element
  /** For the `<style>` fallback where constructable stylesheets are missing (strict CSP with nonces). */
  nonce?: string
  /**
   * Render only to warm the browser up (see WarmUpContext): no registry request, no remote image.
   * @default false
   */
  warmUp?: boolean
  /**
   * Keep the modal mounted while closed: the overlay's themed shadow host stays, with its shadow root, stylesheets
   * and event listeners, and while the router is on the Connect view (what an open shows a visitor who is not
   * connected) so does the dialog, rendered, laid out and hidden (`visibility: hidden`: not painted, focused,
   * hit or announced) as a warm-up render that reaches no network (WarmUpContext). An open then only shows it.
   * The appkit instance's own mount uses it (it mounts the modal closed once the browser is idle).
   * @default false
   */
  keepMounted?: boolean
}

// The shell's own styles and the eager views' styles, adopted at once; lazy views add theirs when they load.
const BASE_STYLES: readonly string[] = [
  modalStyles,
  viewFrameStyles,
  ...Object.values(viewRegistry).flatMap((entry) => (entry?.styles ? [entry.styles] : [])),
]

function ModalRoot({
  embedded,
  container,
  nonce,
  warmUp,
  keepMounted,
}: {
  embedded: boolean
  container?: Element
  nonce?: string
  warmUp: boolean
  keepMounted: boolean
}) {
  const core = useCore()
  const open = useStateValue(core.modal.state, (state) => state.open)
  const theme = useStateSnapshot(core.theme.state)
  const [styles, setStyles] = useState(BASE_STYLES)
  const adopt = useCallback(
    (css: string) => setStyles((current) => (current.includes(css) ? current : [...current, css])),
    [],
  )
  const view = useStateValue(core.router.state, (state) => state.view)
  const shown = embedded || open || warmUp
  // Closed on the Connect view, a kept dialog waits hidden: the only view whose render asks for nothing.
  const standby = keepMounted && !shown && view === 'Connect'
  if (!shown && !keepMounted) return null
  const host = (
    <ShadowHost
      className="apkt-modal-host"
      themeMode={theme.resolvedThemeMode}
      themeVariables={theme.themeVariables as ThemeVariables}
      styles={styles}
      {...(nonce ? { nonce } : {})}
    >
      {shown || standby ? (
        <ViewStylesContext.Provider value={adopt}>
          <WarmUpContext.Provider value={warmUp || standby}>
            <ModalDialog embedded={embedded} standby={standby} />
          </WarmUpContext.Provider>
        </ViewStylesContext.Provider>
      ) : null}
    </ShadowHost>
  )
  // A warm-up renders the overlay where it is mounted (hidden, and gone in the same task).
  if (embedded || warmUp) return host
  const target = container ?? globalThis.document?.body
  return target ? createPortal(host, target) : null
}

/**
 * The AppKit modal, bound to `core`: rendered while `core.modal.state.open` (360 px card, a bottom sheet on
 * phones) inside a shadow root themed from `core.theme`, or inline when `enableEmbedded` is on. It provides the
 * core and the catalogue of `options.locale` to every view.
 *
 * @example
 * <AppKitModal core={core} />
 */
export function AppKitModal({
  core,
  inline,
  container,
  nonce,
  warmUp = false,
  keepMounted = false,
}: AppKitModalProps) {
  const { locale, enableEmbedded } = useStateSnapshot(core.options.state)
  return (
    <CoreProvider core={core}>
      <MessagesProvider locale={locale}>
        <WarmUpContext.Provider value={warmUp}>
          <ModalRoot
            embedded={inline ?? enableEmbedded}
            warmUp={warmUp}
            keepMounted={keepMounted}
            {...(container ? { container } : {})}
            {...(nonce ? { nonce } : {})}
          />
        </WarmUpContext.Provider>
      </MessagesProvider>
    </CoreProvider>
  )
}
