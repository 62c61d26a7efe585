import { proxy, ref } from 'valtio/vanilla'
import { EMBEDDED_BACK_RESET_MS } from '../constants/limits.ts'
import { WidgetMessages } from '../errors/messages.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { ViewNotAvailableError } from '../errors/ViewNotAvailableError.ts'
import type { RouterData } from '../types/RouterData.ts'
import type { RouterView } from '../types/RouterView.ts'
import { type EmbeddedRpcPermission, getEmbeddedRpcPermission } from '../utils/getEmbeddedRpcPermission.ts'
import type { ViewAvailability } from '../utils/getViewAvailability.ts'

export interface RouterHistoryEntry {
  view: RouterView
  data: RouterData | undefined
}

/** Where the modal goes when a pending transaction ends (spec §2 "stack of pending transactions"). */
export interface RouterTransaction {
  /** After success; default: the view the transaction started from. */
  onSuccess?: RouterView
  /** After cancel or failure; default: the view the transaction started from. */
  onCancel?: RouterView
}

export interface RouterStackedTransaction extends RouterTransaction {
  /** History index of the view the transaction started from. */
  returnIndex: number
}

export type RouterTransactionStatus = 'success' | 'cancel' | 'error'

export interface RouterControllerState {
  view: RouterView
  /** The current view's data. */
  data: RouterData | undefined
  /** Oldest first; the last entry is the current view. Never empty. */
  history: RouterHistoryEntry[]
  transactionStack: RouterStackedTransaction[]
}

export interface RouterControllerDeps {
  /** Closes the modal (ModalController.close; it may refuse while sign-in is required). */
  close(): void
  isModalOpen(): boolean
  /** Opens the modal, on `view` when given, else on the spec §2 opening view (ModalController.open). */
  openModal(view?: RouterView): void
  /** Shows an error toast (SnackController.showError). */
  showError(message: string): void
  /** Rejects every pending non-safe embedded-wallet request with `error`. */
  rejectRpcRequests(error: RpcNotAllowedError): void
  /** Resets the embedded wallet's pending flow (e.g. reloads its frame) after the visitor backed out of `view`. */
  resetEmbeddedWallet(view: RouterView): void
  /**
   * Whether `view` can show (getViewAvailability): a view that is not built, or whose feature is not available, is
   * refused with ViewNotAvailableError and the history stays as it was. Default: every view can.
   */
  getViewAvailability?(view: RouterView): ViewAvailability
}

/** Embedded-wallet connect views whose pending flow is reset when the visitor goes back from them. */
const EMBEDDED_WALLET_VIEWS: readonly RouterView[] = [
  'ConnectingSocial',
  'ConnectingFarcaster',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
]

function toEntry(view: RouterView, data: RouterData | undefined): RouterHistoryEntry {
  // Data carries connectors and wallets whose providers must not be wrapped in proxies.
  return { view, data: data ? ref(data) : undefined }
}

/**
 * The modal's navigation (spec §2): a history stack whose last entry is the current view, and a separate stack of
 * pending transactions that decides where the modal returns when a transaction ends. Call `destroy()` to drop
 * timers.
 *
 * @example router.push('Networks'); router.goBack()
 */
export function createRouterController(deps: RouterControllerDeps) {
  const state = proxy<RouterControllerState>({
    view: 'Connect',
    data: undefined,
    history: [toEntry('Connect', undefined)],
    transactionStack: [],
  })
  const timers = new Set<ReturnType<typeof setTimeout>>()

  function sync() {
    const current = state.history[state.history.length - 1] as RouterHistoryEntry
    state.view = current.view
    state.data = current.data
  }

  function truncate(index: number) {
    state.history.splice(index + 1)
    sync()
  }

  function isBackBlocked() {
    return state.history.some((entry) => entry.view === 'UnsupportedChain')
  }

  function scheduleEmbeddedReset(view: RouterView) {
    if (!EMBEDDED_WALLET_VIEWS.includes(view)) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      deps.resetEmbeddedWallet(view)
    }, EMBEDDED_BACK_RESET_MS)
    timers.add(timer)
  }

  const isAvailable = (view: RouterView) => (deps.getViewAvailability?.(view) ?? 'available') === 'available'

  /** Throws ViewNotAvailableError when `view` cannot show, so no navigation lands on an empty panel. */
  function assertAvailable(view: RouterView) {
    const availability = deps.getViewAvailability?.(view) ?? 'available'
    if (availability !== 'available') throw new ViewNotAvailableError({ view, reason: availability })
  }

  /**
   * Shows `view` on top of the history; pushing the current view only updates its data. Throws
   * ViewNotAvailableError for a view that cannot show (as do `replace` and `reset`).
   */
  function push(view: RouterView, data?: RouterData) {
    assertAvailable(view)
    if (view === state.view) {
      replace(view, data)
      return
    }
    state.history.push(toEntry(view, data))
    sync()
  }

  /** Swaps the current view for `view`, so back skips it. */
  function replace(view: RouterView, data?: RouterData) {
    assertAvailable(view)
    state.history.splice(state.history.length - 1, 1, toEntry(view, data))
    sync()
  }

  /**
   * Starts a new history with `view` alone. Already so (the view alone, no data on either side), it writes nothing,
   * so an open of a modal kept on that view re-renders no view.
   */
  function reset(view: RouterView, data?: RouterData) {
    assertAvailable(view)
    const [only, ...rest] = state.history
    if (rest.length === 0 && only?.view === view && only.data === undefined && data === undefined) return
    state.history.splice(0, state.history.length, toEntry(view, data))
    sync()
  }

  /**
   * Back one view. On the last entry, or while UnsupportedChain is anywhere in the history, the modal closes
   * instead. Leaving an embedded-wallet connect view resets that wallet EMBEDDED_BACK_RESET_MS later.
   */
  function goBack() {
    const left = state.view
    if (state.history.length <= 1 || isBackBlocked()) {
      deps.close()
    } else {
      state.history.pop()
      sync()
    }
    scheduleEmbeddedReset(left)
  }

  /** Back to the history entry at `index` (0 is the oldest); blocked like `goBack`. */
  function goBackToIndex(index: number) {
    if (isBackBlocked()) {
      deps.close()
      return
    }
    if (!Number.isInteger(index) || index < 0 || index >= state.history.length - 1) return
    truncate(index)
  }

  /** Records a pending transaction started from the current view. */
  function pushTransactionStack(transaction: RouterTransaction = {}) {
    state.transactionStack.push({ ...transaction, returnIndex: state.history.length - 1 })
  }

  /**
   * Ends the newest pending transaction: success goes to its `onSuccess` view, cancel and failure to its
   * `onCancel` view, and either falls back to the view it started from. A target already in the history below
   * that point is returned to rather than pushed again; one that cannot show counts as none. With no pending
   * transaction the modal closes.
   */
  function popTransactionStack(status: RouterTransactionStatus) {
    const transaction = state.transactionStack.pop()
    if (!transaction) {
      deps.close()
      return
    }
    const target = status === 'success' ? transaction.onSuccess : transaction.onCancel
    // The history may have been reset meanwhile (e.g. the modal reopened); never index past its end.
    const returnIndex = Math.min(transaction.returnIndex, state.history.length - 1)
    if (!target) {
      truncate(returnIndex)
      return
    }
    for (let index = returnIndex; index >= 0; index -= 1) {
      if (state.history[index]?.view === target) {
        truncate(index)
        return
      }
    }
    truncate(returnIndex)
    // A target that cannot show (not built, its feature unavailable) falls back to the start view like no target.
    if (isAvailable(target)) push(target)
  }

  /**
   * Routes an embedded-wallet RPC request by its permission (spec §6): `confirm` methods force ApproveTransaction
   * (opening the modal if needed); methods off both lists open the modal with 'Action not allowed' and reject the
   * pending requests with RpcNotAllowedError. Returns the permission so the caller runs safe methods silently.
   */
  function handleEmbeddedRpcRequest(method: string): EmbeddedRpcPermission {
    const permission = getEmbeddedRpcPermission(method)
    if (permission === 'confirm') {
      if (!deps.isModalOpen()) deps.openModal('ApproveTransaction')
      else push('ApproveTransaction')
    } else if (permission === 'reject') {
      if (!deps.isModalOpen()) deps.openModal()
      deps.showError(WidgetMessages.actionNotAllowed)
      deps.rejectRpcRequests(new RpcNotAllowedError(method))
    }
    return permission
  }

  return {
    state,
    /** Whether `view` can show now: a link to a view that cannot is hidden, not left to fail. */
    canShow: isAvailable,
    push,
    replace,
    reset,
    goBack,
    goBackToIndex,
    pushTransactionStack,
    popTransactionStack,
    isTransactionStackEmpty: () => state.transactionStack.length === 0,
    handleEmbeddedRpcRequest,
    destroy() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

export type RouterController = ReturnType<typeof createRouterController>
