import { INITIAL_SEND_STATE } from '@foyer/core/internal'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useAccountTarget } from '../../hooks/useAccountTarget'
import { useStore } from '../../hooks/useFoyer'
import { useLoadFor } from '../../hooks/useLoadFor'
import { useStrings } from '../../hooks/useStrings'
import { Spinner } from '../../ui/Spinner'
import { TokenRow } from '../../ui/TokenRow'

/** WalletSendSelectToken: the account's balances; choosing one returns to WalletSend. */
export function WalletSendSelectTokenView() {
  const strings = useStrings()
  const data = useAccountData()
  const { token } = useOptionalStore(data?.send, INITIAL_SEND_STATE)
  if (!data) return <Spinner label={strings.loading} status />
  return <TokenChoices data={data} current={token?.symbol} />
}

function TokenChoices({
  data,
  current,
}: {
  data: NonNullable<ReturnType<typeof useAccountData>>
  current: string | undefined
}) {
  const strings = useStrings()
  const { status, balances, currency } = useStore(data.balances)
  // Opened straight away (not from the Account view): the balances are fetched here.
  useLoadFor(data.balances, useAccountTarget()?.key)
  if (balances.length === 0) {
    if (status === 'loading' || status === 'idle') return <Spinner label={strings.loading} status />
    return (
      <p className="muted">{status === 'ready' ? strings.noTokens : strings.tokensUnavailable}</p>
    )
  }
  return (
    <ul className="list" aria-label={strings.selectToken}>
      {balances.map((balance) => (
        <li key={balance.address ?? balance.symbol}>
          <button
            type="button"
            className="item"
            aria-current={balance.symbol === current}
            onClick={() => data.send.chooseToken(balance)}
          >
            <TokenRow balance={balance} currency={currency} />
          </button>
        </li>
      ))}
    </ul>
  )
}
