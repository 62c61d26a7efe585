import type { CreateCoreParameters } from '@org/appkit-core'
import { MODAL_VIEWS, type RouterView } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { createStoryCore } from './createStoryCore.ts'

/**
 * Test fixture only: the modal's views plus the email and social login views, declared built so stories and tests
 * can show the Connect view's email and social sections. The modal itself hides those sections (no such views).
 */
export const EMBEDDED_WALLET_STORY_VIEWS: readonly RouterView[] = [
  ...MODAL_VIEWS,
  'EmailLogin',
  'ConnectingSocial',
]

/**
 * A story core on which the email and social logins are available. Nothing provides them yet, so fakes at the edge
 * stand in: the story adapter says it serves the embedded wallet, and the core is told the wallet's email and
 * social views are built. Stories and tests of what the Connect view shows once they exist use it.
 *
 * @example loaders: [async () => ({ core: createEmbeddedWalletStoryCore() })]
 */
export function createEmbeddedWalletStoryCore(overrides: Partial<CreateCoreParameters> = {}) {
  const { adapter } = createMockAdapter({ capabilities: { embeddedWallet: true } })
  return createStoryCore({ adapters: [adapter], views: EMBEDDED_WALLET_STORY_VIEWS, ...overrides })
}
