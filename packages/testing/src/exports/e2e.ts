// Node-only helpers for the apps' end-to-end tests (a browser and an app's dev server on loopback); kept off the
// main entry, which the laboratory bundles for the browser.
export { launchTestChromium } from '../e2e/launchTestChromium.ts'
export { type StartViteAppParameters, startViteApp, type ViteApp } from '../e2e/startViteApp.ts'
export { strictContentSecurityPolicy } from '../e2e/strictContentSecurityPolicy.ts'
export { type CspViolation, watchCspViolations } from '../e2e/watchCspViolations.ts'
