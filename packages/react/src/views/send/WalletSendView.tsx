import { INITIAL_SEND_STATE } from '@foyer/core/internal'
import { type FormEvent, useId } from 'react'
import { formatUnits } from 'viem'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { formatAmount } from '../../ui/formatAmount'
import { Spinner } from '../../ui/Spinner'
import { TokenIcon } from '../../ui/TokenIcon'

/** WalletSend: the token, the amount (with max) and the receiver address, then review. */
export function WalletSendView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const data = useAccountData()
  const { token, amount, receiver, error } = useOptionalStore(data?.send, INITIAL_SEND_STATE)
  // The receiver's form: `0x…` on eip155; a Solana address has no fixed start.
  const { namespace } = useStore(foyer.account)
  const amountId = useId()
  const receiverId = useId()
  const errorId = useId()
  if (!data) return <Spinner label={strings.loading} status />
  const { send } = data

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void send.review()
  }

  const described = error ? errorId : undefined
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <span className="field-label">{strings.token}</span>
      <button
        type="button"
        className="item"
        data-testid="foyer-send-token"
        aria-label={token ? strings.chooseToken(token.symbol) : strings.selectToken}
        onClick={() => foyer.router.push('WalletSendSelectToken')}
      >
        {token && <TokenIcon symbol={token.symbol} src={token.iconUrl} />}
        <span className="name">{token ? token.symbol : strings.selectToken}</span>
      </button>
      <label htmlFor={amountId}>{strings.amount}</label>
      <div className="row nowrap">
        <input
          id={amountId}
          className="search"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          data-testid="foyer-send-amount"
          value={amount}
          aria-describedby={described}
          onChange={(event) => send.setAmount(event.target.value)}
        />
        <button
          type="button"
          className="secondary"
          title={strings.maxAmount}
          disabled={!token}
          onClick={() => void send.setMax()}
        >
          {strings.max}
        </button>
      </div>
      {token && (
        <span className="muted" data-testid="foyer-send-available">
          {strings.available(
            `${formatAmount(formatUnits(token.balance, token.decimals))} ${token.symbol}`,
          )}
        </span>
      )}
      <label htmlFor={receiverId}>{strings.receiverAddress}</label>
      <input
        id={receiverId}
        className="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={namespace === 'solana' ? undefined : '0x…'}
        data-testid="foyer-send-receiver"
        value={receiver}
        aria-describedby={described}
        onChange={(event) => send.setReceiver(event.target.value)}
      />
      {error && (
        <p id={errorId} className="error-text" role="alert" data-testid="foyer-send-error">
          {errorText(strings, error)}
        </p>
      )}
      {/* Dimmed until the draft is complete, yet pressable: pressing it says what is missing. */}
      <button
        type="submit"
        className="primary"
        aria-disabled={!token || !amount.trim() || !receiver.trim() ? true : undefined}
      >
        {strings.review}
      </button>
    </form>
  )
}
