import type { Network } from '@foyer/core'
import type { CursorListStatus } from '@foyer/core/internal'
import { useStrings } from '../../hooks/useStrings'
import { SkeletonList } from '../../ui/Skeleton'

export interface PagedListStatusProps {
  status: CursorListStatus
  network: Network
  /** What the alert says when the first page failed. */
  failed: string
  /** What shows when the list is empty. */
  empty: string
  onRetry(): void
  /** The placeholders' layout while the first page loads: rows (activity) or cards (NFTs). */
  placeholder?: 'rows' | 'cards'
}

/** What a paged tab shows before it has items: loading, the failure with a retry, or empty. */
export function PagedListStatus({
  status,
  network,
  failed,
  empty,
  onRetry,
  placeholder = 'rows',
}: PagedListStatusProps) {
  const strings = useStrings()
  if (status === 'loading' || status === 'idle') {
    return placeholder === 'cards' ? (
      <SkeletonList label={strings.loading} shape="card" layout="nft-grid" count={3} />
    ) : (
      <SkeletonList label={strings.loading} count={3} />
    )
  }
  if (status === 'error') {
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {failed}
        </p>
        <button type="button" className="secondary" onClick={onRetry}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }
  const message = status === 'unsupported' ? strings.notOnThisNetwork(network.name) : empty
  return <p className="muted">{message}</p>
}
