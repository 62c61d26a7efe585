'use client'

import type { Core } from '@org/appkit-core'
import { ShadowHost, type ThemeVariables } from '@org/appkit-ui'
import { useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { CoreProvider, useCore } from '../context/CoreContext.tsx'
import { MessagesProvider } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
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
   * Keep the overlay's themed shadow host, empty, while the modal is closed: its shadow root, stylesheets and
   * event listeners are then in place and an open only renders the dialog. The appkit instance's own mount uses
   * it (it mounts the modal closed once the browser is idle).
   * @default false
   */
  keepHost?: boolean
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
  keepHost,
}: {
  embedded: boolean
  container?: Element
  nonce?: string
  warmUp: boolean
  keepHost: boolean
}) {
  const core = useCore()
  const { open } = useStateSnapshot(core.modal.state)
  const theme = useStateSnapshot(core.theme.state)
  const [styles, setStyles] = useState(BASE_STYLES)
  const adopt = useCallback(
    (css: string) => setStyles((current) => (current.includes(css) ? current : [...current, css])),
    [],
  )
  const shown = embedded || open || warmUp
  if (!shown && !keepHost) return null
  const host = (
    <ShadowHost
      className="apkt-modal-host"
      themeMode={theme.resolvedThemeMode}
      themeVariables={theme.themeVariables as ThemeVariables}
      styles={styles}
      {...(nonce ? { nonce } : {})}
    >
      {shown ? (
        <ViewStylesContext.Provider value={adopt}>
          <ModalDialog embedded={embedded} />
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
  keepHost = false,
}: AppKitModalProps) {
  const { locale, enableEmbedded } = useStateSnapshot(core.options.state)
  return (
    <CoreProvider core={core}>
      <MessagesProvider locale={locale}>
        <WarmUpContext.Provider value={warmUp}>
          <ModalRoot
            embedded={inline ?? enableEmbedded}
            warmUp={warmUp}
            keepHost={keepHost}
            {...(container ? { container } : {})}
            {...(nonce ? { nonce } : {})}
          />
        </WarmUpContext.Provider>
      </MessagesProvider>
    </CoreProvider>
  )
}
