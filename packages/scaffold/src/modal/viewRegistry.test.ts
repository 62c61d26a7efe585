import { MODAL_WIDTH_PX, type RouterView } from '@org/appkit-core'
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
  expect(SPEC_VIEWS.filter((view) => viewRegistry[view] === undefined)).toEqual([])
})

it('the card is MODAL_WIDTH_PX (360 px) wide', () => {
  expect(MODAL_WIDTH_PX).toBe(360)
  expect(modalStyles).toContain(`width: ${MODAL_WIDTH_PX}px`)
})
