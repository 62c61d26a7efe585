// The package version errors report (BaseError's `version`). A constant rather than an import of package.json,
// which not every bundler inlines; version.test.ts fails when it differs from packages/core/package.json (the
// packages release at one version), so a release that forgets to update it cannot pass `pnpm test`.
export const version = '0.0.0'
