import type { AccountData } from '@foyer/core/internal'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { Spinner } from '../../ui/Spinner'
import { TokenRow } from '../../ui/TokenRow'

/** The Tokens tab: every balance the API reports (the Account view fetches them). */
export function TokensTab({ data }: { data: AccountData }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { status, balances, currency } = useStore(data.balances)
  const { caipNetwork } = useStore(foyer.network)
  if (balances.length === 0) {
    if (status === 'loading' || status === 'idle') return <Spinner label={strings.loading} status />
    const message =
      status === 'unsupported'
        ? strings.notOnThisNetwork(caipNetwork?.name ?? strings.unsupportedChain)
        : status === 'error'
          ? strings.tokensUnavailable
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
