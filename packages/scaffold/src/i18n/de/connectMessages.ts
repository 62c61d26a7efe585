import type { AreaMessages } from '../Messages.ts'

/** German strings of the connect area. */
export const connectMessages = {} satisfies AreaMessages<'connect'>
