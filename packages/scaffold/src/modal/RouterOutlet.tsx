import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { useCore } from '../context/CoreContext.tsx'
import { MissingView } from './MissingView.tsx'
import type { ViewEntry } from './registerView.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { ViewSkeleton } from './ViewSkeleton.tsx'

/**
 * Renders the router's current view from the registry. Each history step mounts its view anew (and plays the
 * view transition); lazy views show a skeleton while their chunk loads, and a failing view stays contained.
 */
export function RouterOutlet({ entry, title }: { entry: ViewEntry | undefined; title: string }) {
  const core = useCore()
  const router = useSnapshot(core.router.state)
  const View = entry?.Component
  return (
    <div key={`${router.history.length}:${router.view}`} className="apkt-modal-view" data-view={router.view}>
      <ViewErrorBoundary>
        <Suspense fallback={<ViewSkeleton />}>{View ? <View /> : <MissingView title={title} />}</Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
