import type { WalletListItem } from '@foyer/core/internal'
import { useStrings } from '../hooks/useStrings'
import { WalletImage } from './WalletImage'

type WalletRowProps = {
  item: WalletListItem
  disabled?: boolean
  onSelect(item: WalletListItem): void
}

/** One wallet of a list: image, name and what kind of entry it is. */
export function WalletRow({ item, disabled = false, onSelect }: WalletRowProps) {
  const strings = useStrings()
  const tag =
    item.section === 'recent'
      ? strings.recent
      : item.connector?.type === 'ANNOUNCED'
        ? strings.installed
        : undefined
  return (
    <button type="button" className="item" disabled={disabled} onClick={() => onSelect(item)}>
      <WalletImage name={item.name} src={item.imageUrl} />
      <span className="name">{item.name}</span>
      {tag && <span className="tag">{tag}</span>}
    </button>
  )
}
