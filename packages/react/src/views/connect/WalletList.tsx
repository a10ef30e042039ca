import { composeWalletList } from '@foyer/core/internal'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { useWallets } from '../../hooks/useWallets'
import { WalletRow } from '../../ui/WalletRow'

/** Installed, featured, custom and recommended wallets, then "All wallets" with the count. */
export function WalletList({ disabled = false }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { items: connectors } = useStore(foyer.connectors)
  const { allWallets } = useStore(foyer.features)
  const { state: directory } = useWallets()
  const items = composeWalletList({
    connectors,
    featured: directory.featured,
    custom: foyer.customWallets,
    recommended: directory.recommended,
    ...(foyer.walletConnect.enabled
      ? {
          walletConnect: {
            name: strings.walletConnect,
            imageUrl: foyer.wallets?.assetImageUrl('walletConnect'),
          },
        }
      : {}),
    imageUrl: (wallet) => foyer.wallets?.imageUrl(wallet) ?? '',
  })
  const showAll = allWallets && foyer.wallets !== undefined && directory.total > 0
  if (items.length === 0 && !showAll) return <p className="muted">{strings.noWallets}</p>
  return (
    <ul className="list" aria-label={strings.wallets}>
      {items.map((item) => (
        <li key={item.key}>
          <WalletRow
            item={item}
            disabled={disabled}
            onSelect={(item) => foyer.signIn.wallet(item)}
          />
        </li>
      ))}
      {showAll && (
        <li>
          <button
            type="button"
            className="item"
            disabled={disabled}
            onClick={() => foyer.router.push('AllWallets')}
          >
            <span className="name">{strings.allWallets}</span>
            <span className="tag">{directory.total}</span>
          </button>
        </li>
      )}
    </ul>
  )
}
