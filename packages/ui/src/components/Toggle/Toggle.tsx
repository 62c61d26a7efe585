'use client'

import type { ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface ToggleProps {
  /** The switch's accessible name, shown beside it unless `hideLabel`. */
  label: ReactNode
  hideLabel?: boolean
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  className?: string
}

/**
 * An on/off switch (`role="switch"` with `aria-checked`), toggled by click, Space or Enter.
 *
 * @example
 * <Toggle label="Smart account" checked={isSmart} onCheckedChange={setSmart} />
 */
export function Toggle({
  label,
  hideLabel = false,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  className,
}: ToggleProps) {
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange)
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isChecked}
      disabled={disabled}
      onClick={() => setChecked(!isChecked)}
      className={cx('apkt-toggle', className)}
      data-state={isChecked ? 'checked' : 'unchecked'}
    >
      <span className="apkt-toggle-track" aria-hidden="true">
        <span className="apkt-toggle-thumb" />
      </span>
      <span className={hideLabel ? 'apkt-visually-hidden' : 'apkt-toggle-label'}>{label}</span>
    </button>
  )
}
