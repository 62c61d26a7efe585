// @org/appkit-core/internal: what the @org/appkit* packages share among themselves (controllers' plumbing,
// API clients, storage, test helpers' contracts). Not for dApps: no semver promise; dApps import the main entry.
export {}
