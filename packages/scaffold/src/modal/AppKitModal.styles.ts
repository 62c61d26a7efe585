import {
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '@org/appkit-core/internal'

/** Below this viewport width the card becomes a bottom sheet. */
export const MOBILE_BREAKPOINT_PX = 430

/**
 * The shell: overlay, card (a bottom sheet on narrow screens), header, body with animated height, toast and alert
 * bar. Timings are the spec §9 constants; `prefers-reduced-motion` turns every animation off.
 */
export const modalStyles = /* css */ `
:host { all: initial; display: block; }
.apkt-modal-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--apkt-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--apkt-color-overlay);
  animation: apkt-modal-fade ${VIEW_TRANSITION_MS}ms var(--apkt-ease);
}
.apkt-modal-card {
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${MODAL_WIDTH_PX}px;
  max-width: 100%;
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-l);
  background: var(--apkt-color-bg-100);
  box-shadow: var(--apkt-shadow-md);
  color: var(--apkt-color-fg-100);
  outline: none;
  animation: apkt-modal-rise ${VIEW_TRANSITION_MS}ms var(--apkt-ease);
}
/* The card takes focus only to hand it on (open, a lost focus); the controls inside show the ring. */
.apkt-modal-card:focus-visible { outline: none; }
.apkt-modal-card[data-embedded] { max-height: none; box-shadow: none; animation: none; }
.apkt-modal-card[data-shake] { animation: apkt-modal-shake ${SHAKE_MS}ms var(--apkt-ease); }
.apkt-modal-header {
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) 40px;
  align-items: center;
  gap: 4px;
  min-height: 56px;
  padding: 8px 10px 4px;
}
.apkt-modal-header-start { justify-self: start; }
.apkt-modal-header-end { justify-self: end; }
.apkt-modal-title {
  margin: 0;
  min-width: 0;
  overflow: hidden;
  font-size: var(--apkt-text-paragraph);
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  outline: none;
}
.apkt-modal-title-text { display: inline; animation: apkt-modal-fade ${HEADER_TEXT_MS}ms var(--apkt-ease); }
.apkt-modal-body {
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  height: auto;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  transition: height ${MODAL_HEIGHT_MS}ms var(--apkt-ease);
}
.apkt-modal-card[data-embedded] .apkt-modal-body { overflow-y: visible; }
.apkt-modal-body-inner { display: flow-root; }
.apkt-modal-view { animation: apkt-modal-view-in ${VIEW_TRANSITION_MS}ms var(--apkt-ease); }
.apkt-modal-alert { padding: 8px 10px 0; }
.apkt-modal-alert .apkt-alert-bar { width: 100%; }
.apkt-modal-toast {
  position: absolute;
  bottom: 16px;
  left: 50%;
  z-index: 2;
  display: flex;
  justify-content: center;
  width: calc(100% - 32px);
  transform: translateX(-50%);
  pointer-events: none;
}
.apkt-modal-toast .apkt-toast { pointer-events: auto; }
.apkt-modal-skeleton { display: flex; flex-direction: column; gap: 8px; padding: 8px 16px 16px; }
@keyframes apkt-modal-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes apkt-modal-rise {
  from { opacity: 0; transform: translateY(8px) scale(0.99); }
  to { opacity: 1; transform: none; }
}
@keyframes apkt-modal-view-in {
  from { opacity: 0; transform: translateX(6px); }
  to { opacity: 1; transform: none; }
}
@keyframes apkt-modal-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
  90% { transform: translateX(-3px); }
}
@media (max-width: ${MOBILE_BREAKPOINT_PX}px) {
  .apkt-modal-overlay { align-items: flex-end; padding: 0; }
  .apkt-modal-card:not([data-embedded]) {
    width: 100%;
    max-height: calc(100dvh - 24px);
    border-bottom: 0;
    border-radius: var(--apkt-radius-l) var(--apkt-radius-l) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
  .apkt-modal-card:not([data-embedded]):not([data-shake]) { animation-name: apkt-modal-sheet; }
}
@keyframes apkt-modal-sheet { from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .apkt-modal-overlay,
  .apkt-modal-card,
  .apkt-modal-card[data-shake],
  .apkt-modal-title-text,
  .apkt-modal-view,
  .apkt-modal-body {
    animation: none;
    transition: none;
  }
}
/*
 * A kept dialog waiting closed: laid out but not painted, focused, hit or announced. The overlay's fade and the
 * card's rise wait for the open, and the loading animations (skeleton rows, spinners) do not run unseen: named
 * elements only, so the open restyles only them; last, so the phone sheet's name yields too. The view and its
 * title play their entrance while the dialog waits, unseen, so an open starts no animation for them: they come
 * in with the card.
 */
.apkt-modal-overlay[data-standby] { visibility: hidden; }
.apkt-modal-overlay[data-standby],
.apkt-modal-overlay[data-standby] .apkt-modal-card,
.apkt-modal-overlay[data-standby] .apkt-skeleton,
.apkt-modal-overlay[data-standby] .apkt-spinner-svg { animation: none; }
`
