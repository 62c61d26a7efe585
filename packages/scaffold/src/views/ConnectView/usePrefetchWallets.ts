import type { Core } from '@org/appkit-core'
import { useEffect } from 'react'

/**
 * Loads the registry lists the wallet list shows (featured and recommended) the first time a view needs them;
 * lists already loaded, loading or failed are left alone (a failed one is retried from the All wallets view).
 */
export function usePrefetchWallets(core: Core): void {
  useEffect(() => {
    const { status } = core.api.state
    if (status.featured === 'idle') void core.api.fetchFeatured()
    if (status.recommended === 'idle') void core.api.fetchRecommended()
  }, [core])
}
