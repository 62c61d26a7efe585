/** Alerts (spec §8). */
export const AlertMessages = {
  networkNotFound: 'Network Not Found',
  invalidAppConfiguration: 'Invalid App Configuration',
  sessionExpired: 'Session Expired',
  projectIdNotConfigured: 'Project ID Not Configured',
} as const
