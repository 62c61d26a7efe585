import { describe, expect, it } from 'vitest'
import { NAME_MIN_LENGTH } from '../constants/limits.ts'
import { isValidRegistrationName } from './isValidRegistrationName.ts'

describe('isValidRegistrationName (spec §5: at least 4 characters; letters, digits, hyphens)', () => {
  it('a registration name of at least 4 letters, digits or hyphens is valid', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
    expect(isValidRegistrationName('abcd')).toBe(true)
    expect(isValidRegistrationName('Alice-2024')).toBe(true)
  })

  it('a registration name shorter than 4 characters is rejected', () => {
    expect(isValidRegistrationName('abc')).toBe(false)
    expect(isValidRegistrationName('')).toBe(false)
  })

  it('a registration name with anything but letters, digits and hyphens is rejected', () => {
    expect(isValidRegistrationName('alice.reown.id')).toBe(false)
    expect(isValidRegistrationName('ali ce')).toBe(false)
    expect(isValidRegistrationName('alice_1')).toBe(false)
    expect(isValidRegistrationName('ålice')).toBe(false)
    expect(isValidRegistrationName(1234)).toBe(false)
  })
})
