import type { WalletListItem } from '@foyer/core/internal'
import { composeWalletList } from '@foyer/core/internal'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { useWallets } from '../../hooks/useWallets'
import { SkeletonList } from '../../ui/Skeleton'
import { WalletRow } from '../../ui/WalletRow'
import { InstallLinks } from './InstallLinks'

/** Placeholder rows while the directory loads: the recommended wallets it will show (4). */
const PLACEHOLDER_ROWS = 4

/**
 * Installed, featured, custom and recommended wallets, then "All wallets" with the count. While
 * the directory loads its rows are placeholders; when it fails, an inline error with a retry.
 * Without a browser wallet, the product's "No browser wallet found" with install links stands
 * where the browser's own wallet would be.
 */
export function WalletList({ disabled = false }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { items: connectors } = useStore(foyer.connectors)
  const { allWallets } = useStore(foyer.features)
  const { store: wallets, state: directory } = useWallets()
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
  const browserWallet = connectors.some(
    ({ connector }) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
  )
  const known = directory.featured.length + directory.recommended.length > 0
  const status = wallets ? directory.listsStatus : 'ready'
  const loading = !known && (status === 'loading' || status === 'idle')
  // A page whose origin the server refused already says so (OriginAlert): the directory failing
  // with it is no second error.
  const { origin } = useStore(foyer.remoteConfig)
  const failed = status === 'error' && origin.status !== 'denied' && origin.status !== 'error'
  const showAll = allWallets && foyer.wallets !== undefined && directory.total > 0
  const noBrowserWallet = !browserWallet && (
    <InstallLinks wallets={[...directory.featured, ...directory.recommended]} />
  )
  if (items.length === 0 && !showAll && !loading && !failed) {
    return browserWallet ? <p className="muted">{strings.noWallets}</p> : noBrowserWallet
  }
  return (
    <div className="wallet-list">
      {noBrowserWallet}
      <ul className="list" aria-label={strings.wallets}>
        {items.map((item: WalletListItem) => (
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
      {loading && <SkeletonList label={strings.loadingWallets} count={PLACEHOLDER_ROWS} />}
      {failed && (
        <div className="inline-error" data-testid="foyer-wallets-error">
          <p className="error-text" role="alert">
            {strings.walletsFailed(directory.error ?? '')}
          </p>
          <button type="button" className="secondary" onClick={() => wallets?.loadLists()}>
            {strings.tryAgain}
          </button>
        </div>
      )}
    </div>
  )
}
