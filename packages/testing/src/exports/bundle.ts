// Node-only: what a page's bundler puts in its first load, for the packages' chunk tests; kept off the main entry,
// which the laboratory bundles for the browser.
export {
  type CollectEagerModulesParameters,
  collectEagerModules,
  type EagerModules,
} from '../bundle/collectEagerModules.ts'
