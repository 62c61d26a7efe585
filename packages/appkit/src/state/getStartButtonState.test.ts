import type { ChainNamespace } from '@org/appkit-core'
import { createStorageKeys, normalizeAppKitOptions } from '@org/appkit-core/internal'
import { describe, expect, it } from 'vitest'
import type { CreateAppKitOptions } from '../createAppKit.ts'
import { arbitrum, bitcoin, mainnet, solana } from '../networks/presets.ts'
import { createRecordingStorage } from '../test/createRecordingStorage.ts'
import { getButtonState } from './getButtonState.ts'
import { getInitialAppKitView } from './getInitialAppKitView.ts'
import { getStartButtonState } from './getStartButtonState.ts'

// The button an element paints with the page reads the instance's start without building it; what it reads must
// be what the start view says (getButtonState over getInitialAppKitView), or the button would change as React
// takes over.

const namespaces: (ChainNamespace | undefined)[] = [undefined, 'eip155', 'solana', 'bip122', 'polkadot']
const optionSets: Partial<CreateAppKitOptions>[] = [
  {},
  { enableReconnect: false },
  { networks: [mainnet, solana] },
  { networks: [mainnet, solana], defaultNetwork: solana },
  { networks: [solana, mainnet] },
  { networks: [mainnet], defaultNetwork: bitcoin },
  { themeMode: 'dark', themeVariables: { '--w3m-accent': '#7b3fe4' } },
]
const storedSets: ChainNamespace[][] = [[], ['eip155'], ['solana'], ['eip155', 'solana']]

describe('getStartButtonState', () => {
  for (const options of optionSets) {
    for (const stored of storedSets) {
      for (const restoring of [true, false]) {
        it(`is the start view's button: ${JSON.stringify({ options, stored, restoring })}`, () => {
          const storage = createRecordingStorage()
          for (const namespace of stored)
            createStorageKeys(storage).connectionStatus(namespace).set('connected')
          const sources = {
            options: normalizeAppKitOptions({ projectId: 'p', networks: [mainnet, arbitrum], ...options }),
            storage,
            restoring,
          }
          for (const namespace of namespaces) {
            expect(getStartButtonState(sources, namespace)).toEqual(
              getButtonState(getInitialAppKitView(sources), namespace),
            )
          }
        })
      }
    }
  }

  it("reads one key at most: the stored connection of the button's namespace", () => {
    const storage = createRecordingStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    const sources = {
      options: normalizeAppKitOptions({ projectId: 'p', networks: [mainnet] }),
      storage,
      restoring: true,
    }

    expect(getStartButtonState(sources, undefined).loading).toBe(true)
    expect(storage.reads).toEqual(['@appkit/connection-status/eip155'])
    storage.reads.length = 0
    expect(getStartButtonState({ ...sources, restoring: false }, undefined).loading).toBe(false)
    expect(getStartButtonState(sources, 'solana').loading).toBe(false)
    expect(storage.reads).toEqual([])
  })
})
