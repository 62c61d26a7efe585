import { accountMessages } from './de/accountMessages.ts'
import { commonMessages } from './de/commonMessages.ts'
import { connectMessages } from './de/connectMessages.ts'
import { networkMessages } from './de/networkMessages.ts'
import { sendMessages } from './de/sendMessages.ts'
import { siwxMessages } from './de/siwxMessages.ts'
import type { Messages } from './Messages.ts'

/** The German catalogue, loaded on demand (see loadMessages). */
export const deMessages: Messages = {
  common: commonMessages,
  connect: connectMessages,
  network: networkMessages,
  account: accountMessages,
  send: sendMessages,
  siwx: siwxMessages,
}
