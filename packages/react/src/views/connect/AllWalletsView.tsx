import { listAllWallets, WALLETS_PAGE_IMAGES } from '@foyer/core/internal'
import { useEffect, useId } from 'react'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { useWallets } from '../../hooks/useWallets'
import { SkeletonList } from '../../ui/Skeleton'
import { useOnVisible } from '../../ui/useOnVisible'
import { WALLET_GRID_COLUMNS, WalletGrid } from '../../ui/WalletGrid'

/** Every wallet: installed ones first, then the directory by pages of 40, with search. */
export function AllWalletsView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const searchId = useId()
  const {
    store: wallets,
    state: { all, search, error },
  } = useWallets()
  const { items: connectors } = useStore(foyer.connectors)
  const searching = search.query !== ''
  const list = searching ? search : all

  useEffect(() => {
    if (wallets && wallets.get().all.page === 0) void wallets.loadNextPage()
  }, [wallets])
  const more = !searching && all.status === 'ready' && all.wallets.length < all.count
  const sentinel = useOnVisible<HTMLDivElement>(() => wallets?.loadNextPage(), more)

  const items = listAllWallets({
    connectors,
    wallets: list.wallets,
    query: search.query,
    imageUrl: (wallet) => wallets?.imageUrl(wallet) ?? '',
  })
  const loading = list.status === 'loading' || (list.status === 'idle' && !searching)
  return (
    <>
      <label htmlFor={searchId} className="visually-hidden">
        {strings.searchWallets}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        placeholder={strings.searchWallets}
        autoComplete="off"
        defaultValue={search.query}
        onChange={(event) => wallets?.search(event.target.value)}
      />
      {items.length > 0 && (
        <WalletGrid
          items={items}
          label={strings.allWallets}
          onSelect={(item) => foyer.signIn.wallet(item)}
        />
      )}
      {loading && <Skeletons label={strings.loadingWallets} />}
      {list.status === 'error' && (
        <div className="center">
          <p className="error-text" role="alert">
            {strings.walletsFailed(error ?? '')}
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() => (searching ? wallets?.search(search.query) : wallets?.loadNextPage())}
          >
            {strings.tryAgain}
          </button>
        </div>
      )}
      {list.status === 'ready' && items.length === 0 && (
        <p className="muted center" role="status">
          {strings.noWalletFound}
        </p>
      )}
      <div ref={sentinel} className="sentinel" />
    </>
  )
}

function Skeletons({ label }: { label: string }) {
  return (
    <SkeletonList
      label={label}
      shape="tile"
      layout="grid"
      count={Math.min(WALLETS_PAGE_IMAGES, WALLET_GRID_COLUMNS * 2)}
    />
  )
}
