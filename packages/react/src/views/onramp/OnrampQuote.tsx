import type { OnrampQuoteResponse } from '@foyer/protocol'
import { useStrings } from '../../hooks/useStrings'
import { formatAmount } from '../../ui/formatAmount'

/** A quote: what the amount buys, at what price, for what fees; an estimate says so. */
export function OnrampQuote({ quote }: { quote: OnrampQuoteResponse }) {
  const strings = useStrings()
  const s = strings.onramp
  const money = (amount: string) =>
    new Intl.NumberFormat(strings.numberLocale, {
      style: 'currency',
      currency: quote.fiatCurrency,
    }).format(Number(amount))
  return (
    <section className="quote" aria-label={s.quote} data-testid="foyer-buy-quote-summary">
      {quote.estimate && (
        <p className="notice notice-text" data-testid="foyer-buy-estimate">
          <span className="tag">{s.estimate}</span> {s.estimateHelp}
        </p>
      )}
      <dl className="summary">
        <dt>{s.youGet}</dt>
        <dd data-testid="foyer-buy-crypto-amount">
          <strong>
            {quote.estimate ? '≈ ' : ''}
            {formatAmount(quote.cryptoAmount, 6)} {quote.token.symbol}
          </strong>
        </dd>
        <dt>{s.price}</dt>
        <dd>{s.pricePer(quote.token.symbol, money(quote.price))}</dd>
        <dt>{s.fees}</dt>
        <dd data-testid="foyer-buy-fees">{money(quote.fees.total)}</dd>
        <dt>{s.youPay}</dt>
        <dd>{money(quote.fiatAmount)}</dd>
      </dl>
    </section>
  )
}
