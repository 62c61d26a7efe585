import { BaseError } from '@org/appkit-core'
import type { AppKit } from '../AppKit.ts'

/**
 * The instance an action runs on; throws `message` (spec §8: 'NetworkController client not set' or
 * 'ConnectionController client not set') when the action runs before `createAppKit`.
 */
export function requireAppKit(appKit: AppKit | undefined, message: string, hook: string): AppKit {
  if (appKit) return appKit
  throw new BaseError(message, {
    metaMessages: [
      `Call createAppKit(...) before using ${hook}, or render inside <AppKitProvider appKit={...}>.`,
    ],
  })
}
