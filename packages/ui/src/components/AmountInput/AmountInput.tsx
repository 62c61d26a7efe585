'use client'

import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from '../../utils/cx.ts'
import { normalizeAmount } from '../../utils/normalizeAmount.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface AmountInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'inputMode'
  > {
  /** The field's accessible name. */
  label: string
  /** A decimal string ('1.5'); never a number, so 18-decimal amounts stay exact. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Fraction digits allowed (the token's decimals). @default 18 */
  decimals?: number
  /** The token's symbol, shown after the amount. */
  symbol?: ReactNode
  /** A line under the amount, formatted by the caller (for example its fiat value). */
  secondaryText?: ReactNode
  /** The max button's text; with `onMax` it renders the button. */
  maxLabel?: string
  onMax?: () => void
  error?: string
  className?: string
}

/**
 * A large amount field that only accepts a decimal number with at most `decimals` fraction digits (a comma
 * works as the decimal separator), with the token symbol, a secondary line and an optional max button.
 *
 * @example
 * <AmountInput label="Amount" symbol="ETH" decimals={18} value={amount} onValueChange={setAmount} />
 */
export function AmountInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  decimals = 18,
  symbol,
  secondaryText,
  maxLabel,
  onMax,
  error,
  placeholder = '0',
  disabled,
  className,
  ...rest
}: AmountInputProps) {
  const errorId = useId()
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange)
  return (
    <div className={cx('apkt-amount-input', className)} data-invalid={error ? '' : undefined}>
      <div className="apkt-amount-input-row">
        <input
          {...rest}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          disabled={disabled}
          className="apkt-amount-input-control"
          value={current}
          onChange={(event) => {
            const next = normalizeAmount(event.target.value, decimals)
            if (next !== current) setCurrent(next)
          }}
        />
        {symbol ? <span className="apkt-amount-input-symbol">{symbol}</span> : null}
      </div>
      {secondaryText || (maxLabel && onMax) ? (
        <div className="apkt-amount-input-footer">
          <span className="apkt-amount-input-secondary">{secondaryText}</span>
          {maxLabel && onMax ? (
            <button type="button" className="apkt-amount-input-max" onClick={onMax} disabled={disabled}>
              {maxLabel}
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="apkt-input-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
