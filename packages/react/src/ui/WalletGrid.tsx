import type { WalletListItem } from '@foyer/core/internal'
import { type KeyboardEvent, useRef } from 'react'
import { gridTarget } from './gridKeys'
import { WalletImage } from './WalletImage'

export const WALLET_GRID_COLUMNS = 4

type WalletGridProps = {
  items: readonly WalletListItem[]
  label: string
  onSelect(item: WalletListItem): void
}

/** Wallet tiles, four a row; arrow keys, Home and End move between them. */
export function WalletGrid({ items, label, onSelect }: WalletGridProps) {
  const grid = useRef<HTMLUListElement>(null)

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])]
    const index = buttons.indexOf(event.target as HTMLButtonElement)
    if (index < 0) return
    const target = gridTarget(event.key, index, buttons.length, WALLET_GRID_COLUMNS)
    if (target === undefined) return
    event.preventDefault()
    buttons[target]?.focus()
  }

  return (
    <ul ref={grid} className="grid" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className="tile" onClick={() => onSelect(item)}>
            <WalletImage name={item.name} src={item.imageUrl} />
            <span className="tile-name">{item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
