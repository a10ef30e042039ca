import { type AccountData, INITIAL_SWAP_STATE, type SwapAsset } from '@foyer/core/internal'
import { type FormEvent, useId, useState } from 'react'
import { formatUnits } from 'viem'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { formatFiat } from '../../ui/formatFiat'
import { ChevronDownIcon, SwapIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'
import { TokenIcon } from '../../ui/TokenIcon'
import {
  formatNumber,
  HIGH_PRICE_IMPACT,
  SLIPPAGE_PRESETS,
  tokenAmount,
  tokenNumber,
} from './swapFormat'

/**
 * Swap: the token and amount to pay (with its balance and Max), flip, the token to receive and
 * what the quote gives, the rate, price impact and network fee, the slippage tolerance; then
 * review. The flow (core's createSwapFlow) quotes as the amount is typed.
 */
export function SwapView() {
  const strings = useStrings()
  const data = useAccountData()
  const { tokensStatus } = useOptionalStore(data?.swap, INITIAL_SWAP_STATE)
  if (!data || tokensStatus === 'idle' || tokensStatus === 'loading') {
    return <Spinner label={strings.loading} status />
  }
  return <SwapForm data={data} />
}

function SwapForm({ data }: { data: AccountData }) {
  const strings = useStrings()
  const foyer = useFoyer()
  const state = useStore(data.swap)
  const { caipNetwork } = useStore(foyer.network)
  const { currency } = useStore(data.balances)
  const amountId = useId()
  const errorId = useId()
  const payId = useId()
  const receiveId = useId()
  const { swap } = data
  const s = strings.swap
  const { from, to, amount, quote, quoting, rate, fee, feeValue, error } = state
  const money = (value: number) => formatFiat(value, currency, strings.numberLocale)
  const native = caipNetwork?.nativeCurrency
  // The amount as typed, a comma read as the decimal point (the flow does the same).
  const typed = Number(amount.trim().replace(',', '.'))
  const payValue = from && from.price > 0 && typed > 0 ? typed * from.price : 0
  const received = quote && to ? tokenNumber(BigInt(quote.toAmount), to) : ''

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void swap.review()
  }

  const described = error ? errorId : undefined
  return (
    <form className="form swap-form" onSubmit={onSubmit} noValidate>
      <fieldset className="swap-box" aria-labelledby={payId}>
        <div className="swap-box-head">
          <span id={payId} className="field-label">
            {s.youPay}
          </span>
          {from?.balance !== undefined && (
            <span className="muted" data-testid="foyer-swap-from-balance">
              {s.balance(tokenAmount(from.balance, from, 4))}
            </span>
          )}
        </div>
        <div className="swap-box-main">
          <label htmlFor={amountId} className="visually-hidden">
            {s.amountToPay}
          </label>
          <input
            id={amountId}
            className="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            data-testid="foyer-swap-amount"
            value={amount}
            aria-describedby={described}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
          <TokenButton
            asset={from}
            label={from ? s.tokenToPay(from.symbol) : s.chooseTokenToPay}
            testId="foyer-swap-from-token"
            onClick={() => swap.pick('from')}
          />
        </div>
        <div className="swap-box-head">
          <span className="muted">{payValue > 0 ? money(payValue) : ' '}</span>
          <button
            type="button"
            className="chip swap-max"
            aria-label={s.maxLabel}
            disabled={from?.balance === undefined}
            onClick={() => void swap.setMax()}
          >
            {s.max}
          </button>
        </div>
      </fieldset>
      <div className="swap-flip-row">
        <button
          type="button"
          className="icon-button swap-flip"
          aria-label={s.flip}
          data-testid="foyer-swap-flip"
          onClick={() => swap.flip()}
        >
          <SwapIcon />
        </button>
      </div>
      <fieldset className="swap-box" aria-labelledby={receiveId}>
        <div className="swap-box-head">
          <span id={receiveId} className="field-label">
            {s.youReceive}
          </span>
          {to?.balance !== undefined && (
            <span className="muted">{s.balance(tokenAmount(to.balance, to, 4))}</span>
          )}
        </div>
        <div className="swap-box-main">
          <output
            className="swap-amount"
            aria-label={s.amountToReceive}
            aria-busy={quoting || undefined}
            data-testid="foyer-swap-to-amount"
          >
            {quoting ? (
              <span className="muted swap-quoting">{s.quoting}</span>
            ) : (
              received || <span className="muted">0</span>
            )}
          </output>
          <TokenButton
            asset={to}
            label={to ? s.tokenToReceive(to.symbol) : s.chooseTokenToReceive}
            testId="foyer-swap-to-token"
            onClick={() => swap.pick('to')}
          />
        </div>
      </fieldset>
      {quote && from && to && (
        <dl className="summary" data-testid="foyer-swap-details">
          <dt>{s.rate}</dt>
          <dd>
            {rate !== undefined &&
              s.rateValue(from.symbol, formatNumber(rate, strings.numberLocale), to.symbol)}
          </dd>
          <dt>{s.priceImpact}</dt>
          <dd className={quote.priceImpact > HIGH_PRICE_IMPACT ? 'error-text' : undefined}>
            {s.percent(formatNumber(quote.priceImpact, strings.numberLocale, 3))}
          </dd>
          <dt>{s.networkFee}</dt>
          <dd data-testid="foyer-swap-fee">
            {fee === null || fee === undefined || !native
              ? s.feeUnknown
              : `${formatNumber(Number(formatUnits(fee, native.decimals)), strings.numberLocale, 4)} ${native.symbol}`}
            {fee !== null && feeValue !== undefined && (
              <span className="muted"> ≈ {money(feeValue)}</span>
            )}
          </dd>
        </dl>
      )}
      <Slippage value={state.slippage} onChange={(value) => swap.setSlippage(value)} />
      {error && (
        <p id={errorId} className="error-text" role="alert" data-testid="foyer-swap-error">
          {errorText(strings, error)}
        </p>
      )}
      {/* Dimmed until the draft is complete, yet pressable: pressing it says what is missing. */}
      <button
        type="submit"
        className="primary"
        data-testid="foyer-swap-review"
        aria-disabled={!from || !to || !amount.trim() || !quote ? true : undefined}
      >
        {s.review}
      </button>
    </form>
  )
}

function TokenButton({
  asset,
  label,
  testId,
  onClick,
}: {
  asset: SwapAsset | undefined
  label: string
  testId: string
  onClick(): void
}) {
  const strings = useStrings()
  return (
    <button
      type="button"
      className="chip swap-token"
      aria-label={label}
      data-testid={testId}
      onClick={onClick}
    >
      {asset && <TokenIcon symbol={asset.symbol} src={asset.logoUri ?? ''} />}
      <span>{asset ? asset.symbol : strings.swap.selectToken}</span>
      <ChevronDownIcon />
    </button>
  )
}

/** The slippage tolerance: a few presets and a typed value, in percent. */
function Slippage({ value, onChange }: { value: number; onChange(value: number): boolean }) {
  const strings = useStrings()
  const s = strings.swap
  const customId = useId()
  const preset = (SLIPPAGE_PRESETS as readonly number[]).includes(value)
  const [custom, setCustom] = useState(preset ? '' : String(value))
  return (
    <fieldset className="plain swap-slippage">
      <legend className="field-label">{s.slippage}</legend>
      <div className="row nowrap">
        {SLIPPAGE_PRESETS.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={value === option && custom === ''}
            onClick={() => {
              setCustom('')
              onChange(option)
            }}
          >
            {s.percent(formatNumber(option, strings.numberLocale))}
          </button>
        ))}
        <label htmlFor={customId} className="visually-hidden">
          {s.slippageCustom}
        </label>
        <input
          id={customId}
          className="search swap-slippage-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="%"
          data-testid="foyer-swap-slippage"
          value={custom}
          onChange={(event) => {
            setCustom(event.target.value)
            const typed = Number(event.target.value.trim().replace(',', '.'))
            if (event.target.value.trim() !== '') onChange(typed)
          }}
        />
      </div>
    </fieldset>
  )
}
