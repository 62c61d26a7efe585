import { describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.ts'

// A scaffold build without the modal (an older or broken one): open() must say so and not leave the state open.
vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: undefined }))

describe('the modal mount without AppKitModal', () => {
  it('rejects open(), closes the state again and appends nothing', async () => {
    const appKit = createTestAppKit()
    await expect(appKit.open()).rejects.toThrow('@org/appkit-scaffold does not export AppKitModal')
    expect(appKit.isOpen()).toBe(false)
    expect(document.querySelector('[data-appkit-modal]')).toBeNull()
  })
})
