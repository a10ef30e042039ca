import { type AccountData, INITIAL_SWAP_STATE, type SwapState } from '@foyer/core/internal'
import { useEffect, useId, useRef } from 'react'
import { formatUnits } from 'viem'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { formatFiat } from '../../ui/formatFiat'
import { Spinner } from '../../ui/Spinner'
import { StepRow } from '../../ui/StepRow'
import { formatNumber, HIGH_PRICE_IMPACT, tokenAmount } from './swapFormat'

/**
 * SwapPreview: what is given, the least that is got (the slippage bound), the rate, price impact
 * and network fee; the steps (approve when the allowance is short, then swap; one batch where the
 * wallet can) with their progress; then confirmed (or failed) with the explorer link.
 */
export function SwapPreviewView() {
  const strings = useStrings()
  const data = useAccountData()
  const state = useOptionalStore(data?.swap, INITIAL_SWAP_STATE)
  if (!data || !state.from || !state.to) return <Spinner label={strings.loading} status />
  return <Preview data={data} state={state} />
}

function Preview({ data, state }: { data: AccountData; state: SwapState }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const s = strings.swap
  const { caipNetwork } = useStore(foyer.network)
  const { currency } = useStore(data.balances)
  const { from, to, amount, plan, quote, rate, fee, feeValue, step, progress, error, explorerUrl } =
    state
  const stepsId = useId()
  const native = caipNetwork?.nativeCurrency
  const money = (value: number) => formatFiat(value, currency, strings.numberLocale)
  const finished = step === 'confirmed' || step === 'failed'
  const busy = step === 'approving' || step === 'swapping' || step === 'pending'
  useSwapToasts(state)
  // Keep the keyboard in the dialog while the buttons change: Swap, then the status, then Done.
  const confirmButton = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLDivElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    const target = step === 'preview' ? confirmButton : finished ? doneButton : status
    if (moved.current) target.current?.focus()
    moved.current = true
  }, [step, finished])
  if (!from || !to) return null
  const given = Number(amount.trim().replace(',', '.'))
  return (
    <div className="form">
      <dl className="summary">
        <dt>{s.youGive}</dt>
        <dd data-testid="foyer-swap-preview-give">
          {amount.trim()} {from.symbol}
          {from.price > 0 && given > 0 && (
            <span className="muted"> ≈ {money(given * from.price)}</span>
          )}
        </dd>
        <dt>{s.youGetAtLeast}</dt>
        <dd data-testid="foyer-swap-preview-min">
          {plan ? (
            tokenAmount(plan.toAmountMin, to)
          ) : (
            <span className="muted">{strings.loading}</span>
          )}
          {plan && (
            <span className="muted swap-expected">
              {s.expected(tokenAmount(plan.toAmount, to))}
            </span>
          )}
        </dd>
        {rate !== undefined && (
          <>
            <dt>{s.rate}</dt>
            <dd>{s.rateValue(from.symbol, formatNumber(rate, strings.numberLocale), to.symbol)}</dd>
          </>
        )}
        {quote && (
          <>
            <dt>{s.priceImpact}</dt>
            <dd className={quote.priceImpact > HIGH_PRICE_IMPACT ? 'error-text' : undefined}>
              {s.percent(formatNumber(quote.priceImpact, strings.numberLocale, 3))}
            </dd>
          </>
        )}
        <dt>{s.slippage}</dt>
        <dd>{s.percent(formatNumber(state.slippage, strings.numberLocale))}</dd>
        <dt>{strings.network}</dt>
        <dd>{caipNetwork?.name}</dd>
        <dt>{s.networkFee}</dt>
        <dd data-testid="foyer-swap-preview-fee">
          {!plan
            ? strings.loading
            : fee === null || fee === undefined || !native
              ? s.feeUnknown
              : `${formatNumber(Number(formatUnits(fee, native.decimals)), strings.numberLocale, 4)} ${native.symbol}`}
          {plan && fee !== null && feeValue !== undefined && (
            <span className="muted"> ≈ {money(feeValue)}</span>
          )}
        </dd>
      </dl>
      {plan && (
        <section aria-labelledby={stepsId} className="swap-section">
          <h3 id={stepsId} className="section-title">
            {s.steps}
          </h3>
          <ol className="swap-steps" data-testid="foyer-swap-steps">
            {plan.batched ? (
              // The approval and the swap go as one batch: one step.
              <StepRow
                label={s.stepBatch(from.symbol, to.symbol)}
                status={progress.swap}
                testId="foyer-swap-step-batch"
              />
            ) : (
              <>
                {plan.approve && progress.approve && (
                  <StepRow
                    label={s.stepApprove(from.symbol)}
                    status={progress.approve}
                    testId="foyer-swap-step-approve"
                  />
                )}
                <StepRow
                  label={s.stepSwap(from.symbol, to.symbol)}
                  status={progress.swap}
                  testId="foyer-swap-step-swap"
                />
              </>
            )}
          </ol>
          {plan.batched && <p className="muted swap-note">{s.batched}</p>}
        </section>
      )}
      {error && (
        <p className="error-text" role="alert" data-testid="foyer-swap-error">
          {errorText(strings, error)}
        </p>
      )}
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className="center swap-status"
        data-testid="foyer-swap-status"
        data-step={step}
      >
        {busy && (
          <span className="row nowrap">
            <span className="spinner" aria-hidden="true" />
            {step === 'pending' ? strings.transactionPending : strings.approveInWallet}
          </span>
        )}
        {step === 'confirmed' && <strong>{s.swapped(from.symbol, to.symbol)}</strong>}
        {step === 'failed' && <strong>{s.swapFailed}</strong>}
      </div>
      {explorerUrl && (step === 'pending' || finished) && (
        <ExplorerLink
          href={explorerUrl}
          explorerName={caipNetwork?.blockExplorers?.default.name ?? ''}
          testId="foyer-swap-explorer-link"
        />
      )}
      {step === 'preview' && (
        <button
          ref={confirmButton}
          type="button"
          className="primary"
          data-testid="foyer-swap-confirm"
          disabled={!plan}
          onClick={() => void data.swap.confirm()}
        >
          {plan?.approve && !plan.batched ? s.approveAndSwap : s.confirm}
        </button>
      )}
      {finished && (
        <button
          ref={doneButton}
          type="button"
          className="primary"
          onClick={() => data.swap.finish()}
        >
          {strings.done}
        </button>
      )}
    </div>
  )
}

/**
 * The swap's toasts (docs/product.md#toasts: loading, success or error; one at a time, the next
 * after the 150 ms swap delay the toasts keep): swapping while the wallet and the chain work,
 * then swapped, or the failure's words.
 */
function useSwapToasts({ step, from, to, error }: SwapState) {
  const foyer = useFoyer()
  const strings = useStrings()
  const previous = useRef(step)
  useEffect(() => {
    const before = previous.current
    previous.current = step
    if (before === step || !from || !to) return
    const s = strings.swap
    if (step === 'approving' || (step === 'swapping' && before === 'preview')) {
      foyer.toasts.show('loading', s.swapping(from.symbol, to.symbol))
    } else if (step === 'confirmed') {
      foyer.toasts.show('success', s.swapped(from.symbol, to.symbol))
    } else if (step === 'failed') {
      foyer.toasts.show('error', error ? errorText(strings, error) : s.swapFailed)
    } else if (step === 'preview' && before !== 'form' && error) {
      // Declined or not sent: the loading toast gives way to why.
      foyer.toasts.show('error', errorText(strings, error))
    }
  }, [step, from, to, error, foyer, strings])
}
