'use client'

import { type InputHTMLAttributes, useId } from 'react'
import { ChevronRightIcon } from '../../icons/ChevronRightIcon.tsx'
import { MailIcon } from '../../icons/MailIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

export interface EmailInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'type' | 'size'
  > {
  /** The field's accessible name. */
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Called with the trimmed address on Enter or on the submit button. */
  onSubmit?: (email: string) => void
  /** The submit button's accessible name; without it there is no submit button (Enter still submits). */
  submitLabel?: string
  /** An error message shown under the field and announced with it. */
  error?: string
  /** The address is being sent: a spinner replaces the submit button. */
  loading?: boolean
  className?: string
}

/**
 * The email login field: type="email" with autocomplete, submit on Enter, an error message tied to the field
 * with `aria-describedby`.
 *
 * @example
 * <EmailInput label="Email" placeholder="Email" submitLabel="Continue" onSubmit={connectEmail} error={error} />
 */
export function EmailInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  submitLabel,
  error,
  loading = false,
  disabled,
  className,
  ...rest
}: EmailInputProps) {
  const errorId = useId()
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange)
  const submit = () => {
    const email = current.trim()
    if (email && !loading && !disabled) onSubmit?.(email)
  }
  return (
    <div className={cx('apkt-email-input', className)}>
      <div className="apkt-input-field" data-invalid={error ? '' : undefined}>
        <MailIcon size="sm" className="apkt-input-field-icon" />
        <input
          {...rest}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          className="apkt-input-field-control"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              submit()
            }
          }}
        />
        {loading ? (
          <Spinner size="sm" />
        ) : submitLabel && current.trim() ? (
          <button
            type="button"
            className="apkt-email-input-submit"
            aria-label={submitLabel}
            disabled={disabled}
            onClick={submit}
          >
            <ChevronRightIcon size="sm" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="apkt-input-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
