import type { AccountData } from '@foyer/core/internal'
import { useCountdown } from '../../hooks/useCountdown'
import { useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { formatFiat } from '../../ui/formatFiat'
import { RefreshIcon } from '../../ui/icons'
import { SkeletonText } from '../../ui/Skeleton'

/**
 * The total of the account's balances in the chosen currency, and a refresh; after a failure
 * the balances are not asked again for 30 s (docs/product.md), which the countdown shows.
 */
export function TotalBalance({ data, onRefresh }: { data: AccountData; onRefresh(): void }) {
  const strings = useStrings()
  const { status, total, currency, balances, retryBlockedUntil } = useStore(data.balances)
  const retryIn = useCountdown(retryBlockedUntil)
  const known = status === 'ready' || balances.length > 0
  const pending = status === 'loading' || status === 'idle'
  return (
    <div className="row">
      <p
        className={known || pending ? 'total-balance' : 'total-balance unavailable'}
        data-testid="foyer-total-balance"
        data-status={status}
        aria-busy={pending && !known}
      >
        <span className="visually-hidden">
          {strings.totalBalance}: {pending && !known ? strings.loading : ''}
        </span>
        {known ? (
          formatFiat(total, currency, strings.numberLocale)
        ) : pending ? (
          <SkeletonText width="4.5em" />
        ) : (
          strings.balanceUnavailable
        )}
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label={status === 'loading' ? strings.refreshing : strings.refresh}
        aria-busy={status === 'loading'}
        onClick={onRefresh}
      >
        <RefreshIcon />
      </button>
      {retryIn > 0 && (
        <span className="muted" data-testid="foyer-balance-retry">
          {strings.retryIn(retryIn)}
        </span>
      )}
    </div>
  )
}
