'use client'

import type { Core } from '@org/appkit-core'
import type { RouterView } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import { useStateValue } from '../state/useStateValue.ts'
import { RECEIVE_VIEWS, SEND_VIEWS, SIGN_IN_VIEWS } from './viewRegistry.ts'

/**
 * The lazy views the modal cannot show with the options as they are, so its prefetch leaves them alone
 * (usePrefetchViews' `skip`): the sign-in views unless sign-in is configured (`siwx` or `siweConfig`), the send
 * views and the receive view unless available for the active namespace (the core's getAvailableFeatures, which
 * also decides the account view's buttons). The same set while none of the three changes, so the prefetch's
 * effect does not run again on other changes.
 *
 * @example usePrefetchViews(router.view, { skip: useViewsNotShown(core) })
 */
export function useViewsNotShown(core: Core): ReadonlySet<RouterView> {
  const namespace = useStateValue(core.chain.state, (chain) => chain.activeNamespace)
  // getAvailableFeatures reads the options' state, which the two reads below subscribe to.
  const available = (feature: 'send' | 'receive') => () =>
    core.getAvailableFeatures(namespace ? [namespace] : [])[feature]
  const signIn = useStateValue(
    core.options.state,
    (options) => options.siwx != null || options.siweConfig != null,
  )
  const send = useStateValue(core.options.state, available('send'))
  const receive = useStateValue(core.options.state, available('receive'))
  return useMemo(
    () =>
      new Set([
        ...(signIn ? [] : SIGN_IN_VIEWS),
        ...(send ? [] : SEND_VIEWS),
        ...(receive ? [] : RECEIVE_VIEWS),
      ]),
    [signIn, send, receive],
  )
}
