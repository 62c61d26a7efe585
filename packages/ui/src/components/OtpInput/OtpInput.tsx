'use client'

import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface OtpInputProps {
  /** The group's accessible name (for example 'Verification code'). */
  label: string
  /** How many digits. @default 6 */
  length?: number
  /** The digits entered so far, from the first box on. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Called once all boxes are filled. */
  onComplete?: (code: string) => void
  /** Each box's accessible name, already translated. @default `${index + 1}/${length}` */
  digitLabel?: (index: number, length: number) => string
  /** An error message under the boxes, announced with them. */
  error?: string
  disabled?: boolean
  autoFocus?: boolean
  className?: string
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/**
 * A one-time code as one box per digit. Typing moves to the next box, Backspace goes back, the arrow keys
 * move, and pasting (or the browser's one-time-code autofill) spreads the digits over the boxes.
 *
 * @example
 * <OtpInput label="Verification code" digitLabel={(i, n) => `Digit ${i + 1} of ${n}`} onComplete={verify} />
 */
export function OtpInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  digitLabel = (index, total) => `${index + 1}/${total}`,
  error,
  disabled = false,
  autoFocus = false,
  className,
}: OtpInputProps) {
  const errorId = useId()
  const [code, setCode] = useControllableState(value, defaultValue, onValueChange)
  const inputs = useRef<Array<HTMLInputElement | null>>([])
  // Focus moves synchronously inside a change, before the re-render: the focus handler reads the newest code.
  const latest = useRef(code)
  latest.current = code

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }

  const update = (next: string, focusIndex: number) => {
    const clipped = onlyDigits(next).slice(0, length)
    if (clipped !== code) {
      latest.current = clipped
      setCode(clipped)
      if (clipped.length === length) onComplete?.(clipped)
    }
    focusBox(focusIndex)
  }

  // Digits entered at `index` replace what follows, so pasting into the second box keeps the first digit.
  const spread = (index: number, digits: string) => {
    const next = code.slice(0, index) + digits
    update(next, Math.min(next.length, length - 1))
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      if (code[index]) update(code.slice(0, index) + code.slice(index + 1), index)
      else if (index > 0) update(code.slice(0, index - 1) + code.slice(index), index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(Math.min(index + 1, code.length))
    }
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const clipboard = event.clipboardData
    const digits = onlyDigits(clipboard.getData('text/plain') || clipboard.getData('text'))
    if (digits) spread(index, digits)
  }

  return (
    <div className={cx('apkt-otp-input', className)}>
      <fieldset className="apkt-otp-input-boxes" disabled={disabled}>
        <legend className="apkt-visually-hidden">{label}</legend>
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for the view that only asks for the code
            autoFocus={autoFocus && index === 0}
            aria-label={digitLabel(index, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            className="apkt-otp-input-box"
            data-filled={code[index] ? '' : undefined}
            value={code[index] ?? ''}
            onFocus={(event) => {
              // Boxes fill in order: focusing past the first empty one lands on it.
              if (index > latest.current.length) focusBox(latest.current.length)
              else event.target.select()
            }}
            onChange={(event) => {
              const digits = onlyDigits(event.target.value)
              if (digits.length === 0) update(code.slice(0, index) + code.slice(index + 1), index)
              else if (digits.length === 1) {
                update(code.slice(0, index) + digits + code.slice(index + 1), index + 1)
              } else spread(index, digits)
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className="apkt-input-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
