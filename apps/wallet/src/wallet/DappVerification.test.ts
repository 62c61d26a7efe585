import type { Verify } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { toDappVerification } from './DappVerification.ts'

const context = (verified: Partial<Verify.Context['verified']>): Verify.Context => ({
  verified: { origin: 'https://app.example', validation: 'UNKNOWN', verifyUrl: '', ...verified },
})

describe('toDappVerification', () => {
  it('W2: a dApp nobody vouched for is unverified (no verify context, or UNKNOWN as with Verify off)', () => {
    expect(toDappVerification(undefined, 'https://app.example')).toBe('unverified')
    expect(toDappVerification(context({}), 'https://app.example')).toBe('unverified')
  })

  it('is verified only when the verify service vouched for the origin the dApp declares', () => {
    expect(toDappVerification(context({ validation: 'VALID' }), 'https://app.example/path')).toBe('verified')
    expect(toDappVerification(context({ validation: 'VALID' }), 'https://evil.example')).toBe('mismatch')
    expect(toDappVerification(context({ validation: 'VALID' }), 'not a url')).toBe('unverified')
  })

  it('marks a mismatching origin and a known scam', () => {
    expect(toDappVerification(context({ validation: 'INVALID' }), 'https://app.example')).toBe('mismatch')
    expect(toDappVerification(context({ validation: 'VALID', isScam: true }), 'https://app.example')).toBe(
      'scam',
    )
  })
})
