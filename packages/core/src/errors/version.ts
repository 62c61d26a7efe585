// The package version errors report (BaseError's `version`). A constant rather than an import of package.json,
// which not every bundler inlines; `node scripts/sync-error-version.mjs` rewrites it after `changeset version`, and
// version.test.ts fails when it differs from packages/core/package.json (the packages release at one version).
export const version = '0.0.0'
