import type { Nft } from '@foyer/protocol'
import { useStore } from '../../hooks/useFoyer'
import { useLoadFor } from '../../hooks/useLoadFor'
import { useStrings } from '../../hooks/useStrings'
import { ListFooter } from '../../ui/ListFooter'
import type { TabProps } from './ActivityTab'
import { PagedListStatus } from './PagedListStatus'

/** The NFTs tab: a grid of the account's NFTs with their images, paged by cursor. */
export function NftsTab({ data, network, targetKey }: TabProps) {
  const strings = useStrings()
  const { status, items, next, loadingMore, error } = useStore(data.nfts)
  useLoadFor(data.nfts, targetKey)
  if (items.length === 0) {
    return (
      <PagedListStatus
        status={status}
        network={network}
        failed={strings.nftsFailed}
        empty={strings.noNfts}
        onRetry={() => data.nfts.load()}
        placeholder="cards"
      />
    )
  }
  return (
    <>
      <ul className="nft-grid" aria-label={strings.tabs.nfts}>
        {items.map((nft) => (
          <NftItem key={`${nft.contract}/${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
      <ListFooter
        more={next !== null}
        loadingMore={loadingMore}
        failed={status === 'ready' && error !== undefined}
        onLoadMore={() => data.nfts.loadMore()}
      />
    </>
  )
}

/** One NFT: its image (named by the NFT) or a placeholder, its name and collection. */
function NftItem({ nft }: { nft: Nft }) {
  const strings = useStrings()
  return (
    <li
      className="nft"
      data-testid="foyer-nft-item"
      data-contract={nft.contract}
      data-token-id={nft.tokenId}
    >
      {nft.imageUrl ? (
        <img className="nft-image" src={nft.imageUrl} alt={nft.name} loading="lazy" />
      ) : (
        <span
          className="nft-image placeholder"
          role="img"
          aria-label={`${nft.name}: ${strings.noImage}`}
        >
          {nft.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="tile-name" aria-hidden="true">
        {nft.name}
      </span>
      <span className="tile-name muted">{nft.collection}</span>
    </li>
  )
}
