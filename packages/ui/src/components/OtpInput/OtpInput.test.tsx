import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OtpInput } from './OtpInput.tsx'

const digitLabel = (index: number, length: number) => `Digit ${index + 1} of ${length}`
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement

describe('OtpInput', () => {
  it('is a named group of one labelled box per digit, the first with one-time-code autofill', () => {
    render(<OtpInput label="Verification code" digitLabel={digitLabel} />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(box(1).autocomplete).toBe('one-time-code')
    expect(box(1).inputMode).toBe('numeric')
  })

  it('moves to the next box on each digit, ignores other keys and completes', async () => {
    const onComplete = vi.fn()
    render(<OtpInput label="Code" digitLabel={digitLabel} onComplete={onComplete} />)
    await userEvent.click(box(1))
    await userEvent.keyboard('1a2')
    expect(document.activeElement).toBe(box(3))
    await userEvent.keyboard('3456')
    expect(onComplete).toHaveBeenCalledWith('123456')
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
  })

  it('goes back with Backspace, and moves with the arrow keys', async () => {
    const onValueChange = vi.fn()
    render(<OtpInput label="Code" digitLabel={digitLabel} defaultValue="123" onValueChange={onValueChange} />)
    await userEvent.click(box(4))
    await userEvent.keyboard('{Backspace}')
    expect(onValueChange).toHaveBeenLastCalledWith('12')
    expect(document.activeElement).toBe(box(3))
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(box(2))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(box(3))
  })

  it('lands on the first empty box when a later one is clicked', async () => {
    render(<OtpInput label="Code" digitLabel={digitLabel} defaultValue="12" />)
    await userEvent.click(box(6))
    expect(document.activeElement).toBe(box(3))
  })

  it('spreads a pasted code over the boxes from the focused one, dropping separators', async () => {
    const onComplete = vi.fn()
    render(<OtpInput label="Code" digitLabel={digitLabel} defaultValue="9" onComplete={onComplete} />)
    await userEvent.click(box(2))
    await userEvent.paste('12-34 56')
    expect(onComplete).toHaveBeenCalledWith('912345')
  })

  it('takes a whole code typed into one box at once (browser autofill)', () => {
    const onComplete = vi.fn()
    render(<OtpInput label="Code" digitLabel={digitLabel} onComplete={onComplete} />)
    fireEvent.change(box(1), { target: { value: '654321' } })
    expect(onComplete).toHaveBeenCalledWith('654321')
  })

  it('marks every box invalid and ties the error to them', () => {
    render(<OtpInput label="Code" digitLabel={digitLabel} error="Invalid code" />)
    for (const input of screen.getAllByRole('textbox')) {
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Invalid code',
      )
    }
  })

  it('names boxes with a neutral default', () => {
    render(<OtpInput label="Code" length={4} />)
    expect(screen.getByRole('textbox', { name: '1/4' })).toBeTruthy()
  })
})
