import type { ModalView, RouterView } from '@org/appkit-core/internal'
import type { ViewEntry } from './registerView.tsx'
import { viewRegistry } from './viewRegistry.ts'

/**
 * The lazy views the modal can open on: Account (every open of a connected visitor) and Networks (the network
 * button). The connect views the modal opens on otherwise are bundled with it.
 */
export const OPENING_VIEWS: readonly ModalView[] = ['Account', 'Networks']

/**
 * Loads the chunks of the lazy views the modal can open on (OPENING_VIEWS), so an open on one of them renders at
 * once instead of showing a skeleton. `@org/appkit` calls it with the modal's code. Never rejects: a chunk that
 * fails loads again when its view is shown (and says so if it fails then).
 *
 * @example void preloadOpeningViews()
 */
export async function preloadOpeningViews(
  registry: Partial<Record<RouterView, ViewEntry>> = viewRegistry,
): Promise<void> {
  await Promise.allSettled(OPENING_VIEWS.map((view) => registry[view]?.preload?.()))
}
