import type { AreaMessages } from '../Messages.ts'

/** German strings of the common area. */
export const commonMessages = {} satisfies AreaMessages<'common'>
