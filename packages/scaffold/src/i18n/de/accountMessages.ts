import type { AreaMessages } from '../Messages.ts'

/** German strings of the account area. */
export const accountMessages = {} satisfies AreaMessages<'account'>
