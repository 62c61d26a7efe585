import { proxy } from 'valtio/vanilla'

export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

export interface AlertControllerState {
  message: string
  variant: AlertVariant
  open: boolean
}

export interface AlertInput {
  message: string
  variant: AlertVariant
}

export interface AlertControllerDeps {
  /** Developer alerts show only in debug mode (the `debug` option, default true). Absent: always shown. */
  isDebug?(): boolean
}

/**
 * The developer alert bar (spec §8 alerts: 'Project ID Not Configured', 'Invalid App Configuration', ...). An alert
 * that is already open is not opened again.
 *
 * @example alert.open({ message: AlertMessages.projectIdNotConfigured, variant: 'warning' })
 */
export function createAlertController(deps: AlertControllerDeps = {}) {
  const state = proxy<AlertControllerState>({ message: '', variant: 'info', open: false })

  return {
    state,
    /** Returns false when nothing changed: debug is off, or the same alert is already open. */
    open(alert: AlertInput): boolean {
      if (deps.isDebug && !deps.isDebug()) return false
      if (state.open && state.message === alert.message && state.variant === alert.variant) return false
      Object.assign(state, { message: alert.message, variant: alert.variant, open: true })
      return true
    },
    close() {
      state.open = false
    },
  }
}

export type AlertController = ReturnType<typeof createAlertController>
