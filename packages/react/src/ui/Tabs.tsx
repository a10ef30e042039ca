import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type TabItem<Id extends string> = { id: Id; label: string }

type TabsProps<Id extends string> = {
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect(id: Id): void
  /** Accessible name of the tab list. */
  label: string
  /** The selected tab's panel. */
  children: ReactNode
}

/** Where the arrow keys, Home and End move in a row of `count` tabs (wrapping at the ends). */
export function tabTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * An ARIA tab list (WAI-ARIA tabs pattern): one tab stop, arrow keys move between the tabs and
 * select them, Home and End go to the ends; the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: TabsProps<Id>) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (id: Id) => `${base}-tab-${id}`
  const panelId = `${base}-panel`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const target = tabTarget(event.key, index, tabs.length)
    const next = target === undefined ? undefined : tabs[target]
    if (target === undefined || !next) return
    event.preventDefault()
    onSelect(next.id)
    const element = list.current?.children[target]
    if (element instanceof HTMLElement) element.focus()
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="tab-panel">
        {children}
      </div>
    </div>
  )
}
