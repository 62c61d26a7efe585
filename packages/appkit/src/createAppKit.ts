import type { AppKit } from './AppKit.ts'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import { createAppKitInstance } from './createAppKitInstance.ts'
import { defineAppKitElements } from './elements/defineAppKitElements.ts'

export type { CreateAppKitOptions } from './CreateAppKitOptions.ts'

/**
 * Creates the AppKit instance, recorded as the default instance so hooks, components and `<appkit-button>` work
 * without a provider. The options are checked at once. The state (`makeAppKitState`: valtio and the controllers)
 * loads with the core's code (`createLazyState`); until then the hooks, the getters and the painted buttons read
 * the state it starts from (`getInitialAppKitView`: the options and the storage), the theme and network setters
 * apply to that too, and the other setters (which start the load) and the subscriptions take effect once it has
 * loaded. The core that drives the state (controllers, WalletConnect, the adapters' flows) is code a browser loads
 * once the page has painted (or sooner, when a call needs it), off the page's first load, and starts at once
 * (connectors, reconnect). A browser also registers the `appkit-*` custom elements, whose React renderer loads with
 * the first element, react-dom's client with it (`@org/appkit/react`'s `createAppKit` uses the page's own); a
 * server does neither and never loads the core. The modal mounts on the first `open()`.
 * Throws 'Cannot set both `siweConfig` and `siwx` options' when both are set, and UnsupportedOptionError for an
 * option that asks for what is not built (docs/appkit-options.md), as the runtime setters do.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], adapters: [wagmiAdapter] })
 * await appKit.open({ view: 'Networks' })
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  return createAppKitInstance(options, () => defineAppKitElements())
}
