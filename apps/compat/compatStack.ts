/** The two stacks the compat dApp runs on: most dApps are on wagmi 2 (with React 18), new ones on wagmi 3. */
export const COMPAT_STACKS = ['wagmi2', 'wagmi3'] as const

export type CompatStack = (typeof COMPAT_STACKS)[number]

/** `COMPAT_STACK` from the environment; wagmi 3 + React 19 when unset. */
export function readCompatStack(): CompatStack {
  const value = process.env.COMPAT_STACK ?? 'wagmi3'
  if (!(COMPAT_STACKS as readonly string[]).includes(value)) {
    throw new Error(`COMPAT_STACK must be one of ${COMPAT_STACKS.join(', ')}, got ${value}`)
  }
  return value as CompatStack
}
