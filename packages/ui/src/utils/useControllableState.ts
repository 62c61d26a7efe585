'use client'

import { useCallback, useRef, useState } from 'react'

/**
 * State that the parent may control (`value` given) or leave to the component (`defaultValue`); `onChange`
 * fires on every change either way.
 *
 * @example
 * const [checked, setChecked] = useControllableState(props.checked, props.defaultChecked ?? false, props.onCheckedChange)
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue)
  const isControlled = value !== undefined
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInternal(next)
      onChangeRef.current?.(next)
    },
    [isControlled],
  )
  return [isControlled ? value : internal, setValue]
}
