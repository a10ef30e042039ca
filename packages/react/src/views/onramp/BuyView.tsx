import type { AccountData } from '@foyer/core/internal'
import {
  INITIAL_ONRAMP_STATE,
  onrampLimit,
  onrampNetwork,
  onrampProvider,
  onrampToken,
} from '@foyer/core/internal'
import { ONRAMP_FIAT_CURRENCIES, type OnrampPaymentMethod } from '@foyer/protocol'
import { type FormEvent, useId } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { Spinner } from '../../ui/Spinner'
import { OnrampQuote } from './OnrampQuote'
import { onrampErrorText } from './onrampErrorText'

/**
 * Buy: the provider (with its fees), how to pay, the currency, the amount within the payment
 * method's limits, the network and token to buy; then the quote and "Continue to <provider>".
 */
export function BuyView() {
  const strings = useStrings()
  const data = useAccountData()
  if (!data) return <Spinner label={strings.loading} status />
  return <BuyForm data={data} />
}

function BuyForm({ data }: { data: AccountData }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const s = strings.onramp
  const { onramp } = data
  const state = useOptionalStore(onramp, INITIAL_ONRAMP_STATE)
  const amountId = useId()
  const limitsId = useId()
  const errorId = useId()
  const networkId = useId()
  const tokenId = useId()
  const money = (amount: string) =>
    new Intl.NumberFormat(strings.numberLocale, {
      style: 'currency',
      currency: state.fiatCurrency,
    }).format(Number(amount))

  if (state.optionsStatus === 'idle' || state.optionsStatus === 'loading') {
    return <Spinner label={s.loadingProviders} status />
  }
  if (state.optionsStatus === 'error') {
    return (
      <div className="inline-error" data-testid="foyer-buy-options-error">
        <p className="error-text" role="alert">
          {state.error ? onrampErrorText(strings, state.error) : s.providersFailed}
        </p>
        <button type="button" className="secondary" onClick={() => void onramp.loadOptions()}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }

  const provider = onrampProvider(state)
  const network = onrampNetwork(state)
  const token = onrampToken(state)
  const limit = onrampLimit(state)
  const busy = state.step === 'quoting'
  const described = [limitsId, state.error ? errorId : undefined].filter(Boolean).join(' ')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!busy) void onramp.requestQuote()
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="foyer-buy">
      {state.sample && (
        <p className="notice notice-text" data-testid="foyer-buy-sample">
          {s.sample}
        </p>
      )}
      <fieldset className="plain">
        <legend className="field-label">{s.provider}</legend>
        <div className="list">
          {state.providers.map((entry) => (
            <label key={entry.id} className="item choice" data-testid="foyer-buy-provider">
              <input
                type="radio"
                className="visually-hidden"
                name="foyer-buy-provider"
                value={entry.id}
                checked={entry.id === state.provider}
                onChange={() => onramp.setProvider(entry.id)}
              />
              <span className="token-name">
                <span className="name">{entry.name}</span>
                <span className="muted">{s.feeRange(entry.feeRange[0], entry.feeRange[1])}</span>
              </span>
              {entry.sandbox && <span className="tag">{s.sandbox}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="plain">
        <legend className="field-label">{s.payWith}</legend>
        <div className="segmented">
          {(provider?.paymentMethods ?? []).map((method) => (
            <label key={method.id} className="segment">
              <input
                type="radio"
                className="visually-hidden"
                name="foyer-buy-method"
                value={method.id}
                checked={method.id === state.paymentMethod}
                onChange={() => onramp.setPaymentMethod(method.id as OnrampPaymentMethod)}
              />
              {s.methods[method.id]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="plain">
        <legend className="field-label">{s.currency}</legend>
        <div className="segmented">
          {ONRAMP_FIAT_CURRENCIES.filter(
            (currency) => provider?.fiatCurrencies.includes(currency) ?? true,
          ).map((currency) => (
            <label key={currency} className="segment">
              <input
                type="radio"
                className="visually-hidden"
                name="foyer-buy-currency"
                value={currency}
                checked={currency === state.fiatCurrency}
                onChange={() => onramp.setFiatCurrency(currency)}
              />
              {currency}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={amountId}>{s.amount(state.fiatCurrency)}</label>
      <input
        id={amountId}
        className="search"
        inputMode="decimal"
        autoComplete="off"
        placeholder={limit.min}
        data-testid="foyer-buy-amount"
        value={state.amount}
        aria-describedby={described}
        aria-invalid={state.error ? true : undefined}
        onChange={(event) => onramp.setAmount(event.target.value)}
      />
      <p id={limitsId} className="muted field-help" data-testid="foyer-buy-limits">
        {s.limits(money(limit.min), money(limit.max))}
      </p>
      {state.error && (
        <p
          id={errorId}
          className="error-text field-help"
          role="alert"
          data-testid="foyer-buy-error"
        >
          {onrampErrorText(strings, state.error)}
        </p>
      )}
      <div className="pair">
        <span className="form">
          <label htmlFor={networkId}>{s.network}</label>
          <select
            id={networkId}
            className="search"
            data-testid="foyer-buy-network"
            value={state.network ?? ''}
            onChange={(event) => {
              const chosen = provider?.networks.find(
                (entry) => entry.network === event.target.value,
              )
              if (chosen) onramp.setNetwork(chosen.network)
            }}
          >
            {(provider?.networks ?? []).map((entry) => (
              <option key={entry.network} value={entry.network}>
                {entry.name}
              </option>
            ))}
          </select>
        </span>
        <span className="form">
          <label htmlFor={tokenId}>{s.token}</label>
          <select
            id={tokenId}
            className="search"
            data-testid="foyer-buy-token"
            value={state.token ?? ''}
            onChange={(event) => onramp.setToken(event.target.value)}
          >
            {(network?.tokens ?? []).map((entry) => (
              <option key={entry.address} value={entry.address}>
                {entry.symbol}
              </option>
            ))}
          </select>
        </span>
      </div>
      {state.quote && state.step !== 'quoting' && state.step !== 'form' && (
        <OnrampQuote quote={state.quote} />
      )}
      {state.step === 'quoted' ? (
        <button
          type="button"
          className="primary"
          data-testid="foyer-buy-continue"
          disabled={state.sample}
          onClick={() => void onramp.handOff()}
        >
          {s.continueTo(provider?.name ?? '')}
        </button>
      ) : state.step === 'form' || state.step === 'quoting' ? (
        <button
          type="submit"
          className="primary"
          data-testid="foyer-buy-quote"
          aria-disabled={!state.amount.trim() || busy ? true : undefined}
          aria-busy={busy || undefined}
        >
          {busy ? s.quoting : s.getQuote(token?.symbol ?? '')}
        </button>
      ) : (
        // Back from a purchase handed off: it is still followed, on its own view.
        <button
          type="button"
          className="primary"
          data-testid="foyer-buy-show-purchase"
          onClick={() => foyer.router.push('BuyInProgress')}
        >
          {s.showPurchase}
        </button>
      )}
    </form>
  )
}
