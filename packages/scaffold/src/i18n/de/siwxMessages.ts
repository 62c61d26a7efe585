import type { AreaMessages } from '../Messages.ts'

/** German strings of the siwx area. */
export const siwxMessages = {} satisfies AreaMessages<'siwx'>
