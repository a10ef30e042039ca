import type { Balance, FiatCurrency } from '@foyer/protocol'
import { useStrings } from '../hooks/useStrings'
import { formatAmount } from './formatAmount'
import { formatFiat } from './formatFiat'
import { TokenIcon } from './TokenIcon'

/** One balance: icon, name and symbol; the amount held and its value in the currency. */
export function TokenRow({ balance, currency }: { balance: Balance; currency: FiatCurrency }) {
  const strings = useStrings()
  return (
    <span className="token-row" data-testid="foyer-token-row" data-symbol={balance.symbol}>
      <TokenIcon symbol={balance.symbol} src={balance.iconUrl} />
      <span className="token-name">
        <span className="name">{balance.name}</span>
        <span className="muted">{balance.symbol}</span>
      </span>
      <span className="token-amount">
        <span data-testid="foyer-token-amount">
          {formatAmount(balance.quantity.numeric)} {balance.symbol}
        </span>
        <span className="muted">{formatFiat(balance.value, currency, strings.numberLocale)}</span>
      </span>
    </span>
  )
}
