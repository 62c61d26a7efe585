import type { AreaMessages } from '../Messages.ts'

/** German strings of the network area. */
export const networkMessages = {} satisfies AreaMessages<'network'>
