import {
  type AccountData,
  INITIAL_ONRAMP_STATE,
  INITIAL_PAY_STATE,
  type PayState,
} from '@foyer/core/internal'
import { useEffect, useId, useRef } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { ExternalIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'
import { StepRow } from '../../ui/StepRow'
import { tokenAmount } from '../swap/swapFormat'

/**
 * Pay (docs/product.md#pay, opened by `foyer.pay`): the receiver, the amount and token, the
 * balance; when it is short, the swap proposed first (give X to get at least Y) and "Swap and
 * pay", or, with nothing to swap from, the purchase proposed first and "Buy and pay", else "Pay";
 * each step's progress (the swap and the payment as one step when they go as one batch); then
 * paid with the explorer link.
 */
export function PayView() {
  const strings = useStrings()
  const data = useAccountData()
  const state = useOptionalStore(data?.pay, INITIAL_PAY_STATE)
  if (!data || state.step === 'idle' || state.step === 'planning') {
    return <Spinner label={strings.loading} status />
  }
  return <Pay data={data} state={state} />
}

function Pay({ data, state }: { data: AccountData; state: PayState }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const s = strings.pay
  const { caipNetwork } = useStore(foyer.network)
  const { step, token, to, amount, swap, buy, batched, progress, error, explorerUrl } = state
  const onramp = useOptionalStore(data.onramp, INITIAL_ONRAMP_STATE)
  const purchase = onramp.purchase
  const money = (value: string, currency: string) =>
    new Intl.NumberFormat(strings.numberLocale, { style: 'currency', currency }).format(
      Number(value),
    )
  const stepsId = useId()
  const busy = step === 'paying'
  const finished = step === 'done' || step === 'failed'
  const confirmButton = useRef<HTMLButtonElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (step === 'ready') confirmButton.current?.focus()
    if (finished) doneButton.current?.focus()
  }, [step, finished])
  const held = token?.balance ?? 0n
  return (
    <div className="form">
      <dl className="summary">
        <dt>{s.to}</dt>
        <dd data-testid="foyer-pay-to" className="break">
          {to}
        </dd>
        <dt>{s.amount}</dt>
        <dd data-testid="foyer-pay-amount">{token ? tokenAmount(amount, token) : null}</dd>
        <dt>{s.balance}</dt>
        <dd data-testid="foyer-pay-balance">{token ? tokenAmount(held, token) : null}</dd>
        <dt>{strings.network}</dt>
        <dd>{caipNetwork?.name}</dd>
      </dl>
      {token && swap && (
        <p data-testid="foyer-pay-swap">
          {s.short(tokenAmount(amount - held, token))}.{' '}
          {s.proposal(
            tokenAmount(swap.fromAmount, swap.from),
            tokenAmount(swap.toAmountMin, token),
          )}
        </p>
      )}
      {token && buy && (
        <p data-testid="foyer-pay-buy">
          {s.short(tokenAmount(amount - held, token))}.{' '}
          {s.buyProposal(
            `${buy.estimate ? '≈ ' : ''}${tokenAmount(buy.cryptoAmount, token)}`,
            buy.provider,
            money(buy.fiatAmount, buy.fiatCurrency),
          )}
          {buy.estimate && <span className="muted"> ({strings.onramp.estimate})</span>}
        </p>
      )}
      {token && (
        <section aria-labelledby={stepsId} className="swap-section">
          <h3 id={stepsId} className="section-title">
            {s.steps}
          </h3>
          <ol className="swap-steps" data-testid="foyer-pay-steps">
            {buy && progress.buy && (
              <StepRow
                label={s.stepBuy(tokenAmount(buy.cryptoAmount, token), buy.provider)}
                status={progress.buy}
              />
            )}
            {swap && batched ? (
              <StepRow
                label={s.stepBatch(swap.from.symbol, tokenAmount(amount, token))}
                status={progress.pay}
              />
            ) : (
              <>
                {swap?.approve && progress.approve && (
                  <StepRow label={s.stepApprove(swap.from.symbol)} status={progress.approve} />
                )}
                {swap && progress.swap && (
                  <StepRow
                    label={s.stepSwap(swap.from.symbol, token.symbol)}
                    status={progress.swap}
                  />
                )}
                <StepRow label={s.stepPay(tokenAmount(amount, token))} status={progress.pay} />
              </>
            )}
          </ol>
          {swap && batched && <p className="muted swap-note">{s.batched}</p>}
        </section>
      )}
      {error && (
        <p className="error-text" role="alert" data-testid="foyer-pay-error">
          {errorText(strings, error)}
        </p>
      )}
      <div
        role="status"
        className="center swap-status"
        data-testid="foyer-pay-status"
        data-step={step}
      >
        {busy && (
          <span className="row nowrap">
            <span className="spinner" aria-hidden="true" />
            {strings.approveInWallet}
          </span>
        )}
        {step === 'buying' && (
          <span className="row">
            <span className="spinner" aria-hidden="true" />
            {!purchase
              ? strings.onramp.opening
              : purchase.popup
                ? strings.onramp.payInWindow(purchase.provider)
                : strings.onramp.popupBlocked(purchase.provider)}
          </span>
        )}
        {step === 'done' && <strong>{s.paid}</strong>}
        {step === 'failed' && <strong>{s.payFailed}</strong>}
      </div>
      {explorerUrl && (
        <ExplorerLink
          href={explorerUrl}
          explorerName={caipNetwork?.blockExplorers?.default.name ?? ''}
          testId="foyer-pay-explorer-link"
        />
      )}
      {step === 'ready' && (
        <button
          ref={confirmButton}
          type="button"
          className="primary"
          data-testid="foyer-pay-confirm"
          onClick={() => void data.pay.confirm()}
        >
          {swap ? s.swapAndPay : buy ? s.buyAndPay : s.pay}
        </button>
      )}
      {step === 'buying' && purchase && (
        <a
          className={purchase.popup ? 'secondary link-button' : 'primary link-button'}
          href={purchase.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="foyer-pay-open-provider"
        >
          {purchase.popup
            ? strings.onramp.reopenProvider(purchase.provider)
            : strings.onramp.openProvider(purchase.provider)}{' '}
          <ExternalIcon />
        </a>
      )}
      {(step === 'ready' || step === 'failed' || step === 'buying') && (
        <button type="button" className="secondary" onClick={() => foyer.close()}>
          {s.cancel}
        </button>
      )}
      {step === 'done' && (
        <button ref={doneButton} type="button" className="primary" onClick={() => foyer.close()}>
          {strings.done}
        </button>
      )}
    </div>
  )
}
