import { snapshot } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, TOAST_REOPEN_MS } from '../constants/limits.ts'
import { ToastMessages } from '../errors/messages.ts'
import { createSnackController } from './SnackController.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SnackController (spec §3 notification toast)', () => {
  it('starts closed', () => {
    expect(snapshot(createSnackController().state)).toEqual({
      message: '',
      variant: 'success',
      svg: undefined,
      open: false,
      autoClose: true,
    })
  })

  it('showSuccess, showError and showLoading open a toast with the variant success, error or loading', () => {
    const snack = createSnackController()
    snack.showSuccess(ToastMessages.transactionStarted)
    expect(snapshot(snack.state)).toEqual({
      message: 'Transaction started',
      variant: 'success',
      svg: undefined,
      open: true,
      autoClose: true,
    })
    snack.hide()
    snack.showError(ToastMessages.signatureDeclined)
    expect(snack.state).toMatchObject({ message: 'Signature declined', variant: 'error', open: true })
    snack.hide()
    snack.showLoading(ToastMessages.authenticating)
    expect(snack.state).toMatchObject({
      message: 'Authenticating...',
      variant: 'loading',
      open: true,
      autoClose: false,
    })
  })

  it('showSvg opens a toast with its own icon', () => {
    const snack = createSnackController()
    snack.showSvg('Address copied', { icon: 'copy', iconColor: 'accent-100' })
    expect(snack.state).toMatchObject({
      message: 'Address copied',
      svg: { icon: 'copy', iconColor: 'accent-100' },
      open: true,
      autoClose: true,
    })
  })

  it('an open toast closes and reopens after 150 ms (spec §4)', () => {
    const snack = createSnackController()
    snack.showSuccess('first')
    snack.showError('second')
    expect(snack.state).toMatchObject({ open: false, message: 'first' })
    vi.advanceTimersByTime(TOAST_REOPEN_MS - 1)
    expect(snack.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snack.state).toMatchObject({ open: true, message: 'second', variant: 'error' })
    expect(TOAST_REOPEN_MS).toBe(150)
  })

  it('a toast shown while another waits to reopen replaces the waiting one', () => {
    const snack = createSnackController()
    snack.showSuccess('first')
    snack.showError('second')
    vi.advanceTimersByTime(50)
    snack.showSuccess('third')
    vi.advanceTimersByTime(TOAST_REOPEN_MS - 50)
    expect(snack.state).toMatchObject({ open: true, message: 'third', variant: 'success' })
  })

  it('an auto-closing toast hides after TOAST_AUTO_CLOSE_MS', () => {
    const snack = createSnackController()
    snack.showSuccess('saved')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1)
    expect(snack.state.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snack.state).toMatchObject({ open: false, message: 'saved' })
  })

  it('the auto close timer starts when the reopened toast shows, and a new toast restarts it', () => {
    const snack = createSnackController()
    snack.showSuccess('first')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 10)
    snack.showSuccess('second')
    vi.advanceTimersByTime(TOAST_REOPEN_MS + TOAST_AUTO_CLOSE_MS - 1)
    expect(snack.state).toMatchObject({ open: true, message: 'second' })
    vi.advanceTimersByTime(1)
    expect(snack.state.open).toBe(false)
  })

  it('a loading toast stays open until hidden unless asked to auto close', () => {
    const snack = createSnackController()
    snack.showLoading('Authenticating...')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 10)
    expect(snack.state.open).toBe(true)
    snack.hide()
    snack.showLoading('Loading', { autoClose: true })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(snack.state.open).toBe(false)
  })

  it('hide closes the toast and cancels a pending reopen', () => {
    const snack = createSnackController()
    snack.showSuccess('first')
    snack.showSuccess('second')
    snack.hide()
    vi.advanceTimersByTime(TOAST_REOPEN_MS + TOAST_AUTO_CLOSE_MS)
    expect(snack.state).toMatchObject({ open: false, message: 'first' })
  })

  it('destroy drops pending timers', () => {
    const snack = createSnackController()
    snack.showSuccess('first')
    snack.destroy()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('each controller has its own toast (no singletons)', () => {
    const first = createSnackController()
    const second = createSnackController()
    first.showSuccess('only mine')
    expect(second.state.open).toBe(false)
  })
})
