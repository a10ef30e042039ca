import { type AccountData, INITIAL_ONRAMP_STATE } from '@foyer/core/internal'
import { useEffect, useRef } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { formatAmount } from '../../ui/formatAmount'
import { CheckIcon, CloseIcon, ExternalIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'

/**
 * BuyInProgress: the purchase handed to its provider (a popup, or a link when the popup was
 * blocked), followed until the tokens arrive or it fails; "Try again" after a failure.
 */
export function BuyInProgressView() {
  const strings = useStrings()
  const data = useAccountData()
  if (!data) return <Spinner label={strings.loading} status />
  return <Progress data={data} />
}

function Progress({ data }: { data: AccountData }) {
  const strings = useStrings()
  const s = strings.onramp
  const { step, purchase, quote } = useOptionalStore(data.onramp, INITIAL_ONRAMP_STATE)
  const provider = purchase?.provider ?? ''
  const finished = step === 'completed' || step === 'failed'
  const money = (amount: string, currency: string) =>
    new Intl.NumberFormat(strings.numberLocale, { style: 'currency', currency }).format(
      Number(amount),
    )
  const bought = quote ? `${formatAmount(quote.cryptoAmount, 6)} ${quote.token.symbol}` : ''
  // The keyboard follows the outcome: the status while waiting, then the next action.
  const status = useRef<HTMLDivElement>(null)
  const action = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) (finished ? action : status).current?.focus()
    moved.current = true
  }, [finished])

  const failure =
    purchase?.failureCode !== undefined
      ? errorText(strings, { code: purchase.failureCode })
      : (purchase?.failure ?? '')

  return (
    <div className="form">
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className="center"
        data-testid="foyer-buy-status"
        data-step={step}
      >
        {step === 'opening' && (
          <span className="row nowrap">
            <span className="spinner" aria-hidden="true" />
            {s.opening}
          </span>
        )}
        {step === 'pending' && (
          <>
            <span className="row nowrap">
              <span className="spinner" aria-hidden="true" />
              <strong>{s.inProgress}</strong>
            </span>
            <span className="muted">
              {purchase?.id === undefined
                ? s.notFollowed(provider)
                : purchase.popup
                  ? s.payInWindow(provider)
                  : s.popupBlocked(provider)}
            </span>
          </>
        )}
        {step === 'completed' && (
          <>
            <span className="outcome-mark ok" aria-hidden="true">
              <CheckIcon />
            </span>
            <strong className="success-text">{s.completed}</strong>
            <span className="muted">{s.completedHelp(bought)}</span>
          </>
        )}
        {step === 'failed' && (
          <>
            <span className="outcome-mark failed" aria-hidden="true">
              <CloseIcon />
            </span>
            <strong className="error-text">{s.failed}</strong>
            <span className="muted" data-testid="foyer-buy-failure">
              {failure}
            </span>
          </>
        )}
      </div>
      {quote && (
        <dl className="summary boxed" data-testid="foyer-buy-purchase">
          <dt>{s.youPay}</dt>
          <dd>{money(quote.fiatAmount, quote.fiatCurrency)}</dd>
          <dt>{s.youGet}</dt>
          <dd>
            {quote.estimate ? '≈ ' : ''}
            {bought}
          </dd>
          {purchase && (
            <>
              <dt>{s.provider}</dt>
              <dd>{purchase.provider}</dd>
            </>
          )}
        </dl>
      )}
      {step === 'pending' && purchase && (
        <a
          className={purchase.popup ? 'secondary link-button' : 'primary link-button'}
          href={purchase.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="foyer-buy-open-provider"
        >
          {purchase.popup ? s.reopenProvider(provider) : s.openProvider(provider)} <ExternalIcon />
        </a>
      )}
      {step === 'failed' && (
        <button
          ref={action}
          type="button"
          className="primary"
          data-testid="foyer-buy-try-again"
          onClick={() => data.onramp.tryAgain()}
        >
          {strings.tryAgain}
        </button>
      )}
      {(step === 'completed' || (step === 'pending' && purchase?.id === undefined)) && (
        <button
          ref={action}
          type="button"
          className="primary"
          data-testid="foyer-buy-done"
          onClick={() => data.onramp.finish()}
        >
          {strings.done}
        </button>
      )}
    </div>
  )
}
