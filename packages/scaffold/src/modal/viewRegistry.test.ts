import { MODAL_VIEWS, MODAL_WIDTH_PX, type RouterView } from '@org/appkit-core/internal'
import { expect, it } from 'vitest'
import { modalStyles } from './AppKitModal.styles.ts'
import { viewRegistry } from './viewRegistry.ts'

// Spec §2: the modal's views.
const SPEC_VIEWS: readonly RouterView[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ConnectingFarcaster',
]

it('every view of spec §2 has a component in the registry', () => {
  const registry: Partial<Record<RouterView, unknown>> = viewRegistry
  expect(SPEC_VIEWS.filter((view) => registry[view] === undefined)).toEqual([])
})

it('registers exactly the views the core lets the router show (MODAL_VIEWS), each with a component', () => {
  expect(Object.keys(viewRegistry).sort()).toEqual([...MODAL_VIEWS].sort())
  for (const entry of Object.values(viewRegistry)) expect(typeof entry.Component).toBe('function')
})

it('the card is MODAL_WIDTH_PX (360 px) wide', () => {
  expect(MODAL_WIDTH_PX).toBe(360)
  expect(modalStyles).toContain(`width: ${MODAL_WIDTH_PX}px`)
})
