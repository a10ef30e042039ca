import { type AccountData, INITIAL_SEND_STATE, type SendState } from '@foyer/core/internal'
import { useEffect, useRef } from 'react'
import { formatUnits } from 'viem'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { formatAmount } from '../../ui/formatAmount'
import { formatFiat } from '../../ui/formatFiat'
import { Spinner } from '../../ui/Spinner'

/**
 * WalletSendPreview: what is sent, to whom, on which network, and the estimated network fee;
 * then confirm → approve in the wallet → pending → confirmed (or failed) with the explorer link.
 */
export function WalletSendPreviewView() {
  const strings = useStrings()
  const data = useAccountData()
  const state = useOptionalStore(data?.send, INITIAL_SEND_STATE)
  if (!data || !state.token) return <Spinner label={strings.loading} status />
  return <Preview data={data} state={state} />
}

function Preview({ data, state }: { data: AccountData; state: SendState }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const { caipNetwork } = useStore(foyer.network)
  const { currency } = useStore(data.balances)
  const { token, amount, receiver, fee, feeValue, step, error, explorerUrl } = state
  const native = caipNetwork?.nativeCurrency
  const money = (value: number) => formatFiat(value, currency, strings.numberLocale)
  const value = token ? Number(amount) * token.price : 0
  const finished = step === 'confirmed' || step === 'failed'
  // Keep the keyboard in the dialog while the buttons change: Send, then the status, then Done.
  const confirmButton = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLDivElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    const target = step === 'preview' ? confirmButton : finished ? doneButton : status
    // The first render keeps the dialog's own initial focus.
    if (moved.current) target.current?.focus()
    moved.current = true
  }, [step, finished])

  return (
    <div className="form">
      <dl className="summary">
        <dt>{strings.sending}</dt>
        <dd data-testid="foyer-send-preview-amount">
          {amount.trim()} {token?.symbol}
          {token && token.price > 0 && <span className="muted"> ≈ {money(value)}</span>}
        </dd>
        <dt>{strings.to}</dt>
        <dd className="break" data-testid="foyer-send-preview-receiver">
          {receiver.trim()}
        </dd>
        <dt>{strings.network}</dt>
        <dd>{caipNetwork?.name}</dd>
        <dt>{strings.networkFee}</dt>
        <dd data-testid="foyer-send-fee">
          {fee === undefined
            ? strings.estimatingFee
            : fee === null || !native
              ? strings.feeUnavailable
              : `${formatAmount(formatUnits(fee.total, native.decimals), 8)} ${native.symbol}`}
          {fee && feeValue !== undefined && <span className="muted"> ≈ {money(feeValue)}</span>}
        </dd>
      </dl>
      {error && (
        <p className="error-text" role="alert" data-testid="foyer-send-error">
          {errorText(strings, error)}
        </p>
      )}
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className="center"
        data-testid="foyer-send-status"
        data-step={step}
      >
        {(step === 'approving' || step === 'pending') && (
          <span className="row nowrap">
            <span className="spinner" aria-hidden="true" />
            {step === 'approving' ? strings.approveInWallet : strings.transactionPending}
          </span>
        )}
        {step === 'confirmed' && <strong>{strings.transactionConfirmed}</strong>}
        {step === 'failed' && <strong>{strings.transactionFailed}</strong>}
      </div>
      {explorerUrl && (step === 'pending' || finished) && (
        <ExplorerLink
          href={explorerUrl}
          explorerName={caipNetwork?.blockExplorers?.default.name ?? ''}
          testId="foyer-send-explorer-link"
        />
      )}
      {step === 'preview' && (
        <button
          ref={confirmButton}
          type="button"
          className="primary"
          data-testid="foyer-send-confirm"
          disabled={fee === undefined}
          onClick={() => void data.send.confirm()}
        >
          {strings.confirmSend}
        </button>
      )}
      {finished && (
        <button
          ref={doneButton}
          type="button"
          className="primary"
          onClick={() => data.send.finish()}
        >
          {strings.done}
        </button>
      )}
    </div>
  )
}
