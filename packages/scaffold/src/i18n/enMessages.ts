import { accountMessages } from './en/accountMessages.ts'
import { commonMessages } from './en/commonMessages.ts'
import { connectMessages } from './en/connectMessages.ts'
import { networkMessages } from './en/networkMessages.ts'
import { sendMessages } from './en/sendMessages.ts'
import { siwxMessages } from './en/siwxMessages.ts'

/** The English catalogue, bundled: one object per area of the modal. */
export const enMessages = {
  common: commonMessages,
  connect: connectMessages,
  network: networkMessages,
  account: accountMessages,
  send: sendMessages,
  siwx: siwxMessages,
}
