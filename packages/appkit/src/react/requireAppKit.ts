import { AppKitNotCreatedError, type AppKitNotCreatedMessage } from '@org/appkit-core'
import type { AppKit } from '../AppKit.ts'

/**
 * The instance an action runs on; throws `message` (spec §8: 'NetworkController client not set' or
 * 'ConnectionController client not set') when the action runs before `createAppKit`.
 */
export function requireAppKit(
  appKit: AppKit | undefined,
  message: AppKitNotCreatedMessage,
  hook: string,
): AppKit {
  if (appKit) return appKit
  throw new AppKitNotCreatedError(hook, message)
}
