import { evmAddress, isUserRejection } from '@foyer/core'
import { useFoyer, useFoyerAccount } from '@foyer/react'
import { useState } from 'react'
import { isAddress, parseEther } from 'viem'
import { useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'
import { strings } from '../strings'

/** Anvil's second test account, a handy default recipient on the dev chains. */
const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function SendPanel() {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { isConnected } = account
  // Another namespace's account: this panel sends through wagmi (EVM); a Solana account sends
  // from the kit's own Send view.
  const otherNamespace = isConnected && evmAddress(account) === undefined
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.01')
  const send = useSendTransaction({
    mutation: {
      onSuccess: () => foyer.toasts.show('success', strings.transactionSent),
      onError: (error) =>
        foyer.toasts.show(
          'error',
          isUserRejection(error) ? strings.transactionRejected : strings.transactionFailed,
        ),
    },
  })
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const valid = isAddress(to) && Number(amount) > 0
  const rejected = send.isError && isUserRejection(send.error)
  return (
    <section className="card panel" aria-labelledby="send-title">
      <h2 id="send-title">{strings.sendTransaction}</h2>
      <label className="field-label" htmlFor="send-to">
        {strings.recipient}
      </label>
      <input
        id="send-to"
        className="text-input mono"
        spellCheck={false}
        autoComplete="off"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <label className="field-label" htmlFor="send-amount">
        {strings.amount}
      </label>
      <input
        id="send-amount"
        className="text-input"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button
        type="button"
        className="primary"
        disabled={!isConnected || otherNamespace || !valid || send.isPending}
        aria-describedby={
          !isConnected ? 'send-connect-first' : otherNamespace ? 'send-needs-evm' : undefined
        }
        onClick={() => isAddress(to) && send.mutate({ to, value: parseEther(amount) })}
      >
        {strings.sendTransaction}
      </button>
      {!isConnected && (
        <p className="hint" id="send-connect-first">
          {strings.connectFirst}
        </p>
      )}
      {otherNamespace && (
        <p className="hint" id="send-needs-evm">
          {strings.needsEvmAccount}
        </p>
      )}
      {otherNamespace && account.namespace === 'solana' && (
        <button type="button" className="secondary" onClick={() => foyer.open('WalletSend')}>
          {strings.sendFromKit}
        </button>
      )}
      {send.data && !send.isError && (
        <output
          aria-label={strings.transactionHash}
          data-testid="transaction-hash"
          className="result mono"
        >
          {send.data} — {receipt.isSuccess ? strings.confirmed : strings.pending}
        </output>
      )}
      {send.isError && (
        <p className="result" data-kind={rejected ? 'rejected' : 'error'} data-testid="send-error">
          {rejected ? strings.transactionRejected : strings.transactionFailed}
        </p>
      )}
    </section>
  )
}
