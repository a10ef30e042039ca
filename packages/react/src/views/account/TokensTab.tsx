import type { AccountData } from '@foyer/core/internal'
import { useCountdown } from '../../hooks/useCountdown'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { SkeletonList } from '../../ui/Skeleton'
import { TokenRow } from '../../ui/TokenRow'

/**
 * The Tokens tab: every balance the API reports (the Account view fetches them). A failure offers
 * a retry once the 30 s retry block of docs/product.md is over; meanwhile the total above counts
 * it down (one countdown, not two).
 */
export function TokensTab({ data }: { data: AccountData }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { status, balances, currency, retryBlockedUntil } = useStore(data.balances)
  const { caipNetwork } = useStore(foyer.network)
  const retryIn = useCountdown(retryBlockedUntil)
  if (balances.length === 0) {
    if (status === 'loading' || status === 'idle') {
      return <SkeletonList label={strings.loading} count={3} />
    }
    if (status === 'error') {
      return (
        <div className="center">
          <p className="error-text" role="alert">
            {strings.tokensUnavailable}
          </p>
          {retryIn === 0 && (
            <button
              type="button"
              className="secondary"
              data-testid="foyer-tokens-retry"
              onClick={() => void data.balances.load()}
            >
              {strings.tryAgain}
            </button>
          )}
        </div>
      )
    }
    const message =
      status === 'unsupported'
        ? strings.notOnThisNetwork(caipNetwork?.name ?? strings.unsupportedChain)
        : strings.noTokens
    return <p className="muted">{message}</p>
  }
  return (
    <ul className="list" aria-label={strings.tabs.tokens}>
      {balances.map((balance) => (
        <li key={balance.address ?? balance.symbol} className="item static">
          <TokenRow balance={balance} currency={currency} />
        </li>
      ))}
    </ul>
  )
}
