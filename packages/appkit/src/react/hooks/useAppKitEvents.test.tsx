import { createMockAdapter } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitEvents } from './useAppKitEvents.ts'

describe('useAppKitEvents', () => {
  it('returns the last event as { timestamp, data: { type, event, properties } }', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitEvents(), { wrapper: withAppKit(appKit) })
    expect(result.current.data.type).toBe('track')
    expect(typeof result.current.timestamp).toBe('number')
    await connect(appKit)
    await appKit.disconnect()
    await waitFor(() =>
      expect(result.current.data).toEqual({
        type: 'track',
        event: 'DISCONNECT_SUCCESS',
        properties: { namespaces: ['eip155'] },
      }),
    )
  })
})
