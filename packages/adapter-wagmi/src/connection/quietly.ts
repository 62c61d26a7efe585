import type { ConnectionContext } from './ConnectionContext.ts'

/**
 * Runs one of the adapter's own connection changes: the adapter's connection watcher stays quiet while it runs,
 * since the flow reports its outcome by its result.
 *
 * @example
 * await quietly(context, () => disconnect(context.config, { connector }))
 */
export async function quietly<T>(
  context: Pick<ConnectionContext, 'busy'>,
  action: () => Promise<T>,
): Promise<T> {
  context.busy += 1
  try {
    return await action()
  } finally {
    context.busy -= 1
  }
}
