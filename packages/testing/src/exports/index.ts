// @org/appkit-testing (private): fixtures shared by tests, stories and the laboratory.
export { fixtureNetworks } from '../fixtures/fixtureNetworks.ts'
export type { FixtureWallet } from '../fixtures/fixtureWallets.ts'
export { fixtureWallets } from '../fixtures/fixtureWallets.ts'
