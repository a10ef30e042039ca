import { useStrings } from '../hooks/useStrings'
import { Spinner } from './Spinner'

type ListFooterProps = {
  /** Another page exists. */
  more: boolean
  loadingMore: boolean
  /** The last page failed to load. */
  failed: boolean
  onLoadMore(): void
}

/** The end of a list fetched page by page: a button for the next page, or why it failed. */
export function ListFooter({ more, loadingMore, failed, onLoadMore }: ListFooterProps) {
  const strings = useStrings()
  if (loadingMore) return <Spinner label={strings.loading} status />
  return (
    <>
      {failed && (
        <p className="error-text" role="alert">
          {strings.moreFailed}
        </p>
      )}
      {more && (
        <button type="button" className="secondary" onClick={onLoadMore}>
          {failed ? strings.tryAgain : strings.loadMore}
        </button>
      )}
    </>
  )
}
