import { proxy } from 'valtio/vanilla'
import { TOAST_AUTO_CLOSE_MS, TOAST_REOPEN_MS } from '../constants/limits.ts'

export type SnackVariant = 'success' | 'error' | 'loading'

/** An icon shown instead of the variant's own (the ui's icon name and colour token). */
export interface SnackSvg {
  icon: string
  iconColor?: string
}

/** The spec §3 "Notification toast". */
export interface SnackControllerState {
  message: string
  variant: SnackVariant
  svg: SnackSvg | undefined
  open: boolean
  /** Whether the toast hides itself after TOAST_AUTO_CLOSE_MS. */
  autoClose: boolean
}

type SnackContent = Omit<SnackControllerState, 'open'>

export interface ShowLoadingOptions {
  /** Default false: a loading toast stays until replaced or hidden. */
  autoClose?: boolean
}

/**
 * Toasts (spec §3, §4). Showing a toast while one is open closes it and opens the new one TOAST_REOPEN_MS later, so
 * the visitor sees a change; auto-closing toasts hide after TOAST_AUTO_CLOSE_MS. Call `destroy()` to drop timers.
 *
 * @example snack.showSuccess('Transaction started')
 */
export function createSnackController() {
  const state = proxy<SnackControllerState>({
    message: '',
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  })
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let pending: SnackContent | undefined

  function clearTimers() {
    clearTimeout(reopenTimer)
    clearTimeout(closeTimer)
    reopenTimer = undefined
    closeTimer = undefined
    pending = undefined
  }

  function display(content: SnackContent) {
    Object.assign(state, content, { open: true })
    if (content.autoClose) {
      closeTimer = setTimeout(() => {
        closeTimer = undefined
        state.open = false
      }, TOAST_AUTO_CLOSE_MS)
    }
  }

  function show(content: SnackContent) {
    clearTimeout(closeTimer)
    closeTimer = undefined
    // A reopen is already scheduled: the newest toast replaces the one waiting.
    if (reopenTimer) {
      pending = content
      return
    }
    if (!state.open) {
      display(content)
      return
    }
    state.open = false
    pending = content
    reopenTimer = setTimeout(() => {
      const next = pending as SnackContent
      reopenTimer = undefined
      pending = undefined
      display(next)
    }, TOAST_REOPEN_MS)
  }

  return {
    state,
    showSuccess(message: string) {
      show({ message, variant: 'success', svg: undefined, autoClose: true })
    },
    showError(message: string) {
      show({ message, variant: 'error', svg: undefined, autoClose: true })
    },
    showLoading(message: string, options: ShowLoadingOptions = {}) {
      show({ message, variant: 'loading', svg: undefined, autoClose: options.autoClose ?? false })
    },
    showSvg(message: string, svg: SnackSvg) {
      show({ message, variant: 'success', svg: { ...svg }, autoClose: true })
    },
    hide() {
      clearTimers()
      state.open = false
    },
    destroy: clearTimers,
  }
}

export type SnackController = ReturnType<typeof createSnackController>
