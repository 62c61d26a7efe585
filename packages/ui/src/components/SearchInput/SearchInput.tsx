'use client'

import { type InputHTMLAttributes, useRef } from 'react'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { SearchIcon } from '../../icons/SearchIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface SearchInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
  > {
  /** The field's accessible name (there is no visible label). */
  label: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** The clear button's accessible name; without it there is no clear button. */
  clearLabel?: string
  className?: string
}

/**
 * A search field with a magnifier and an optional clear button; Escape clears it too.
 *
 * @example
 * <SearchInput label="Search wallets" placeholder="Search wallet" clearLabel="Clear" onValueChange={setQuery} />
 */
export function SearchInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  clearLabel,
  className,
  onKeyDown,
  ...rest
}: SearchInputProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange)
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <div className={cx('apkt-input-field', 'apkt-search-input', className)}>
      <SearchIcon size="sm" className="apkt-input-field-icon" />
      <input
        {...rest}
        ref={inputRef}
        type="search"
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        className="apkt-input-field-control"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && current) {
            event.preventDefault()
            event.stopPropagation()
            setCurrent('')
          }
          onKeyDown?.(event)
        }}
      />
      {clearLabel && current ? (
        <button
          type="button"
          className="apkt-input-field-clear"
          aria-label={clearLabel}
          onClick={() => {
            setCurrent('')
            inputRef.current?.focus()
          }}
        >
          <CloseIcon size="xs" />
        </button>
      ) : null}
    </div>
  )
}
