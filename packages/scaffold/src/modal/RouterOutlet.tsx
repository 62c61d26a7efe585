'use client'

import { ViewNotAvailableError } from '@org/appkit-core'
import type { RouterView } from '@org/appkit-core/internal'
import { Suspense } from 'react'
import { useCore } from '../context/CoreContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
import type { ViewEntry } from './registerView.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { ViewSkeleton } from './ViewSkeleton.tsx'

/**
 * Stands for a view without a component. The core's router refuses those (ViewNotAvailableError), so only a core
 * told it renders more views than the registry has gets here: the error boundary shows the failure, never an
 * empty panel.
 */
function UnregisteredView({ view }: { view: RouterView }): never {
  throw new ViewNotAvailableError({ view, reason: 'notBuilt' })
}

/**
 * Renders the router's current view from the registry. Each history step mounts its view anew (and plays the
 * view transition); lazy views show a skeleton while their chunk loads, and a failing view stays contained.
 */
export function RouterOutlet({ entry }: { entry: ViewEntry | undefined }) {
  const core = useCore()
  const router = useStateSnapshot(core.router.state)
  const View = entry?.Component
  return (
    <div key={`${router.history.length}:${router.view}`} className="apkt-modal-view" data-view={router.view}>
      <ViewErrorBoundary>
        <Suspense fallback={<ViewSkeleton />}>
          {View ? <View /> : <UnregisteredView view={router.view} />}
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
