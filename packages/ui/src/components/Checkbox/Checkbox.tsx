'use client'

import { type ReactNode, useId } from 'react'
import { CheckIcon } from '../../icons/CheckIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface CheckboxProps {
  /** The label; may hold links (for example the terms and privacy policy of the legal checkbox). */
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  name?: string
  className?: string
}

/**
 * A native checkbox with a themed box; its label may contain links without them toggling the box.
 *
 * @example
 * <Checkbox label={<>I agree to the <Link href={termsUrl}>terms</Link></>} onCheckedChange={setAgreed} />
 */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  name,
  className,
}: CheckboxProps) {
  const id = useId()
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange)
  return (
    <span className={cx('apkt-checkbox', className)} data-disabled={disabled ? '' : undefined}>
      <input
        id={id}
        type="checkbox"
        className="apkt-checkbox-input"
        checked={isChecked}
        disabled={disabled}
        name={name}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <span className="apkt-checkbox-box" aria-hidden="true">
        <CheckIcon size="xs" />
      </span>
      <label htmlFor={id} className="apkt-checkbox-label">
        {label}
      </label>
    </span>
  )
}
