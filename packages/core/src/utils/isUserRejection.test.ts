import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { WalletErrorCodes } from '../errors/codes.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { isUserRejection } from './isUserRejection.ts'

describe('isUserRejection (docs/architecture.md "Errors": user rejection recognised by EIP-1193/JSON-RPC codes, never message text)', () => {
  it('EIP-1193 code 4001 is a user rejection', () => {
    expect(isUserRejection({ code: 4001, message: 'whatever the wallet says' })).toBe(true)
  })

  it("WalletConnect's default code 5000 is a user rejection", () => {
    expect(isUserRejection({ code: WalletErrorCodes.userRejected })).toBe(true)
    expect(isUserRejection({ code: '5000' })).toBe(true)
  })

  it('a rejection code anywhere in the cause chain is a user rejection', () => {
    const inner = Object.assign(new Error('provider error'), { code: 4001 })
    const wrapped = new BaseError('Something went wrong', { cause: new Error('adapter', { cause: inner }) })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('message text alone is never a user rejection', () => {
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(false)
    expect(isUserRejection({ message: 'User denied transaction signature', code: -32603 })).toBe(false)
    expect(isUserRejection('User rejected')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(false)
  })

  it('a cyclic cause chain terminates', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = { code: 2, cause: a }
    expect(isUserRejection(a)).toBe(false)
  })

  it('UserRejectedRequestError is recognised by its code and keeps its cause', () => {
    const cause = new Error('raw')
    const error = new UserRejectedRequestError({ cause })
    expect(error.code).toBe(WalletErrorCodes.userRejectedRequest)
    expect(error.cause).toBe(cause)
    expect(isUserRejection(error)).toBe(true)
    expect(new UserRejectedRequestError({ code: 5000 }).code).toBe(5000)
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
  })
})
