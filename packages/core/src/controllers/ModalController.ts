import { SHAKE_MS } from '../constants/limits.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { RouterData } from '../types/RouterData.ts'
import type { RouterView } from '../types/RouterView.ts'
import { getOpenView } from '../utils/getOpenView.ts'
import { createModalState } from './createModalState.ts'
import type { ModalControllerState } from './initialModalState.ts'

export type { ModalControllerState } from './initialModalState.ts'

export interface ModalOpenOptions {
  view?: RouterView
  namespace?: ChainNamespace
  data?: RouterData
}

/** The part of the router the modal drives (pass the RouterController itself). */
export interface ModalRouter {
  readonly state: { readonly view: RouterView }
  push(view: RouterView, data?: RouterData): void
  reset(view: RouterView, data?: RouterData): void
}

export interface ModalControllerDeps {
  /** The state to drive, made ahead by createCoreState; default a new one (createModalState). */
  state?: ModalControllerState
  /** Whether any chain adapter is configured; none means WalletConnect-only mode. */
  hasAdapters(): boolean
  /** Whether an account is connected, in `namespace` when given, else in any namespace. */
  isConnected(namespace?: ChainNamespace): boolean
  isMobile(): boolean
  /** Sign-in is enabled and required (the SIWX config's `required`). */
  isSiwxRequired(): boolean
  /** The connected account has a sign-in session. */
  hasSiwxSession(): boolean
  /** The `enableEmbedded` option: the modal is rendered inline. */
  isEmbeddedEnabled(): boolean
  router: ModalRouter
  /** Told when the modal opens or closes (events, analytics, focus handling). */
  onOpenChange?(open: boolean): void
}

/** Views that cannot be closed while sign-in is required and no session exists (spec §2). */
const SIGN_IN_LOCKED_VIEWS: readonly RouterView[] = [
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ApproveTransaction',
]

/**
 * Opens and closes the modal (spec §2): picks the opening view, refuses to close on the sign and approve views
 * while sign-in is required and no session exists, and shakes for SHAKE_MS. Call `destroy()` to drop timers.
 *
 * @example modal.open({ view: 'Networks' })
 */
export function createModalController(deps: ModalControllerDeps) {
  const state = deps.state ?? createModalState()
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  function shake() {
    clearTimeout(shakeTimer)
    state.shake = true
    shakeTimer = setTimeout(() => {
      shakeTimer = undefined
      state.shake = false
    }, SHAKE_MS)
  }

  /**
   * Opens on the spec §2 opening view. When already open, a requested view is pushed (so back returns) and
   * no request keeps the current view. A view the router refuses (ViewNotAvailableError) throws and leaves the
   * modal as it was.
   */
  function open(options: ModalOpenOptions = {}) {
    const wasOpen = state.open
    if (!wasOpen || options.view) {
      const view = getOpenView({
        hasAdapters: deps.hasAdapters(),
        isConnected: deps.isConnected(options.namespace),
        isMobile: deps.isMobile(),
        view: options.view,
      })
      // The router refuses a view that cannot show (ViewNotAvailableError): nothing here has changed yet.
      if (wasOpen) deps.router.push(view, options.data)
      else deps.router.reset(view, options.data)
    }
    state.namespace = options.namespace
    state.open = true
    if (!wasOpen) deps.onOpenChange?.(true)
  }

  /** Returns false, and shakes, when closing is refused because sign-in is still required. */
  function close(): boolean {
    const signInLocked =
      deps.isSiwxRequired() && !deps.hasSiwxSession() && SIGN_IN_LOCKED_VIEWS.includes(deps.router.state.view)
    if (signInLocked) {
      shake()
      return false
    }
    const wasOpen = state.open
    state.open = false
    state.namespace = undefined
    // Inline, the modal stays on the page: it shows its home view instead of disappearing.
    if (deps.isEmbeddedEnabled()) deps.router.reset(deps.isConnected() ? 'Account' : 'Connect')
    if (wasOpen) deps.onOpenChange?.(false)
    return true
  }

  return {
    state,
    open,
    close,
    shake,
    setLoading(loading: boolean) {
      state.loading = loading
    },
    destroy() {
      clearTimeout(shakeTimer)
      shakeTimer = undefined
    },
  }
}

export type ModalController = ReturnType<typeof createModalController>
