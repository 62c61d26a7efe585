import { BaseError } from './BaseError.ts'
import { WidgetMessages } from './messages.ts'

/** An embedded-wallet RPC method outside the safe and confirm lists (spec §6). */
export class RpcNotAllowedError extends BaseError {
  static override docsPath = 'README.md#rpcnotallowederror'
  override name = 'RpcNotAllowedError'
  readonly method: string

  constructor(method: string) {
    super(WidgetMessages.rpcNotAllowed, { metaMessages: [`Method: ${method}`] })
    this.method = method
  }
}
