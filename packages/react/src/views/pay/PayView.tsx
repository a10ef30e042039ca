import { type AccountData, INITIAL_PAY_STATE, type PayState } from '@foyer/core/internal'
import { useEffect, useId, useRef } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { Spinner } from '../../ui/Spinner'
import { StepRow } from '../../ui/StepRow'
import { tokenAmount } from '../swap/swapFormat'

/**
 * Pay (docs/product.md#pay, opened by `foyer.pay`): the receiver, the amount and token, the
 * balance; when it is short, the swap proposed first (give X to get at least Y) and "Swap and
 * pay", else "Pay"; each step's progress; then paid with the explorer link.
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
  const { step, token, to, amount, swap, progress, error, explorerUrl } = state
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
      {token && (
        <section aria-labelledby={stepsId} className="swap-section">
          <h3 id={stepsId} className="section-title">
            {s.steps}
          </h3>
          <ol className="swap-steps" data-testid="foyer-pay-steps">
            {swap?.approve && progress.approve && (
              <StepRow label={s.stepApprove(swap.from.symbol)} status={progress.approve} />
            )}
            {swap && progress.swap && (
              <StepRow label={s.stepSwap(swap.from.symbol, token.symbol)} status={progress.swap} />
            )}
            <StepRow label={s.stepPay(tokenAmount(amount, token))} status={progress.pay} />
          </ol>
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
          {swap ? s.swapAndPay : s.pay}
        </button>
      )}
      {(step === 'ready' || step === 'failed') && (
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
