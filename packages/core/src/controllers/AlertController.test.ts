import { snapshot, subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { AlertMessages } from '../errors/messages.ts'
import { createAlertController } from './AlertController.ts'

describe('AlertController (spec §8 alerts)', () => {
  it('open shows the alert message and variant; close hides it', () => {
    const alert = createAlertController()
    expect(snapshot(alert.state)).toEqual({ message: '', variant: 'info', open: false })
    expect(alert.open({ message: AlertMessages.sessionExpired, variant: 'error' })).toBe(true)
    expect(snapshot(alert.state)).toEqual({ message: 'Session Expired', variant: 'error', open: true })
    alert.close()
    expect(alert.state.open).toBe(false)
  })

  it('the same open alert is not opened twice', async () => {
    const alert = createAlertController()
    alert.open({ message: AlertMessages.networkNotFound, variant: 'warning' })
    let changes = 0
    subscribe(alert.state, () => {
      changes += 1
    })
    expect(alert.open({ message: AlertMessages.networkNotFound, variant: 'warning' })).toBe(false)
    await Promise.resolve()
    expect(changes).toBe(0)
  })

  it('a different alert replaces the open one', () => {
    const alert = createAlertController()
    alert.open({ message: AlertMessages.networkNotFound, variant: 'warning' })
    expect(alert.open({ message: AlertMessages.invalidAppConfiguration, variant: 'error' })).toBe(true)
    expect(alert.state).toMatchObject({ message: 'Invalid App Configuration', variant: 'error', open: true })
  })

  it('the same alert opens again after it was closed', () => {
    const alert = createAlertController()
    alert.open({ message: AlertMessages.networkNotFound, variant: 'warning' })
    alert.close()
    expect(alert.open({ message: AlertMessages.networkNotFound, variant: 'warning' })).toBe(true)
    expect(alert.state.open).toBe(true)
  })

  it('developer alerts stay hidden when debug is off', () => {
    let debug = false
    const alert = createAlertController({ isDebug: () => debug })
    expect(alert.open({ message: AlertMessages.projectIdNotConfigured, variant: 'warning' })).toBe(false)
    expect(alert.state.open).toBe(false)
    debug = true
    expect(alert.open({ message: AlertMessages.projectIdNotConfigured, variant: 'warning' })).toBe(true)
  })
})
