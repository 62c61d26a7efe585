'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface TabItem {
  id: string
  label: ReactNode
  icon?: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  tabs: readonly TabItem[]
  /** The tab list's accessible name. */
  label: string
  selectedId?: string
  defaultSelectedId?: string
  onSelectedChange?: (id: string) => void
  /** The selected tab's panel. Without it only the tab list renders. */
  children?: ReactNode
  className?: string
}

/**
 * Tabs (`role="tablist"`) with a roving tabindex: Tab enters at the selected tab, the arrow keys, Home and End
 * move and select, disabled tabs are skipped.
 *
 * @example
 * <Tabs label="Account" tabs={[{ id: 'tokens', label: 'Tokens' }, { id: 'activity', label: 'Activity' }]}
 *   selectedId={tab} onSelectedChange={setTab}>{panel}</Tabs>
 */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedChange,
  children,
  className,
}: TabsProps) {
  const baseId = useId()
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id ?? ''
  const [selected, setSelected] = useControllableState(
    selectedId,
    defaultSelectedId ?? firstEnabled,
    onSelectedChange,
  )
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const enabled = tabs.filter((tab) => !tab.disabled)

  const select = (id: string) => {
    if (id !== selected) setSelected(id)
    tabRefs.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected)
    let next: TabItem | undefined
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = enabled[(index + 1) % enabled.length]
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = enabled[(index - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (!next) return
    event.preventDefault()
    select(next.id)
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`
  const hasPanel = children !== undefined

  return (
    <div className={cx('apkt-tabs', className)}>
      <div role="tablist" aria-label={label} className="apkt-tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={hasPanel && isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              className="apkt-tab"
              data-state={isSelected ? 'active' : 'inactive'}
            >
              {tab.icon}
              <span>{tab.label}</span>
            </button>
          )
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          className="apkt-tabs-panel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so keyboard users reach content without focusable children
          tabIndex={0}
        >
          {children}
        </div>
      ) : null}
    </div>
  )
}
