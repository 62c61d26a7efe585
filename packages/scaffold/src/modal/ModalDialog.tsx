'use client'

import type { RouterView } from '@org/appkit-core/internal'
import { type MouseEvent, type PointerEvent, useCallback, useContext, useId, useMemo, useRef } from 'react'
import { useCore } from '../context/CoreContext.tsx'
import { useMessages } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
import { useStateValue } from '../state/useStateValue.ts'
import { ModalHeader } from './ModalHeader.tsx'
import { ModalAlertBar, ModalToast } from './ModalNotices.tsx'
import { RouterOutlet } from './RouterOutlet.tsx'
import type { ViewEntry } from './registerView.tsx'
import { useAnimatedHeight } from './useAnimatedHeight.ts'
import { useInertOutside } from './useInertOutside.ts'
import { useModalKeyboard } from './useModalKeyboard.ts'
import { usePrefetchViews } from './usePrefetchViews.ts'
import { usePrimeShownStyles } from './usePrimeShownStyles.ts'
import { useRestoreFocus } from './useRestoreFocus.ts'
import { useViewFocus } from './useViewFocus.ts'
import { useViewsNotShown } from './useViewsNotShown.ts'
import { viewRegistry } from './viewRegistry.ts'
import { WarmUpContext } from './WarmUpContext.ts'

/** The registry, looked up by any router view (the router only shows registered ones). */
const registry: Partial<Record<RouterView, ViewEntry>> = viewRegistry

/**
 * The modal's card: alert bar, header, the current view and the toast. As an overlay it is a modal dialog
 * (`aria-modal`, labelled by its title) that takes focus, traps Tab, closes on Escape and backdrop click through
 * `core.modal.close()` (which may refuse and shake), makes the page behind inert and gives focus back on close.
 * Inline (embedded) it is a labelled region in the page, with none of that. In standby the overlay is there but
 * hidden (`data-standby`), with its card's entrance held until it shows and its styles as shown computed ahead.
 */
export function ModalDialog({
  embedded,
  standby = false,
}: {
  embedded: boolean
  /** Closed and kept ready (AppKitModal's `keepMounted`): hidden, and an open only shows it. */
  standby?: boolean
}) {
  const core = useCore()
  const messages = useMessages()
  const router = useStateSnapshot(core.router.state)
  const shake = useStateValue(core.modal.state, (state) => state.shake)
  const overlay = useRef<HTMLDivElement>(null)
  const card = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const bodyInner = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const modal = !embedded

  const entry = registry[router.view]
  const title = entry?.title?.(messages, router.data) ?? messages.common[`viewTitle${router.view}`]

  const close = useCallback(() => {
    core.modal.close()
  }, [core])
  // A warm-up or standby render neither takes focus nor makes the page inert: it is hidden.
  const warmUp = useContext(WarmUpContext)
  const takesOver = modal && !warmUp
  useInertOutside(card, takesOver)
  useRestoreFocus(card, takesOver)
  useAnimatedHeight(body, bodyInner)
  useViewFocus(card, titleRef, `${router.history.length}:${router.view}`, embedded)
  const onKeyDown = useModalKeyboard(card, modal, close)
  usePrefetchViews(router.view, { skip: useViewsNotShown(core) })
  usePrimeShownStyles(overlay, standby)

  // Only a press that starts and ends on the backdrop closes (not a text selection dragged out of the card).
  const pressedBackdrop = useRef(false)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) close()
    pressedBackdrop.current = false
  }

  // The same elements across an open or a close of a kept dialog, so React re-renders only what changed.
  const content = useMemo(
    () => (
      <>
        <ModalAlertBar />
        <ModalHeader title={title} titleId={titleId} titleRef={titleRef} closable={modal} />
        <div ref={body} className="apkt-modal-body">
          <div ref={bodyInner} className="apkt-modal-body-inner">
            <RouterOutlet entry={entry} />
          </div>
        </div>
        <ModalToast />
      </>
    ),
    [title, titleId, modal, entry],
  )
  const shared = {
    ref: card,
    className: 'apkt-modal-card',
    'aria-labelledby': titleId,
    tabIndex: -1,
    'data-shake': shake ? '' : undefined,
  }
  if (embedded) {
    return (
      <section {...shared} data-embedded="">
        {content}
      </section>
    )
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience; Escape and Close do the same for everyone
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      ref={overlay}
      className="apkt-modal-overlay"
      data-standby={standby ? '' : undefined}
      onPointerDown={onPointerDown}
      onClick={onBackdropClick}
    >
      <div {...shared} role="dialog" aria-modal="true" onKeyDown={onKeyDown}>
        {content}
      </div>
    </div>
  )
}
