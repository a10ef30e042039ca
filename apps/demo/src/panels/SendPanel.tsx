import { useFoyer, useFoyerAccount } from '@foyer/react'
import { useState } from 'react'
import { isAddress, parseEther } from 'viem'
import { useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'
import { strings } from '../strings'

/** Anvil's second test account, a handy default recipient on the dev chains. */
const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function SendPanel() {
  const foyer = useFoyer()
  const { isConnected } = useFoyerAccount()
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.01')
  const send = useSendTransaction({
    mutation: {
      onSuccess: () => foyer.toasts.show('success', strings.transactionSent),
      onError: () => foyer.toasts.show('error', strings.transactionFailed),
    },
  })
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const valid = isAddress(to) && Number(amount) > 0
  return (
    <section className="panel" aria-labelledby="send-title">
      <h2 id="send-title">{strings.sendTransaction}</h2>
      <label htmlFor="send-to">{strings.recipient}</label>
      <input id="send-to" value={to} onChange={(event) => setTo(event.target.value)} />
      <label htmlFor="send-amount">{strings.amount}</label>
      <input id="send-amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <button
        type="button"
        disabled={!isConnected || !valid || send.isPending}
        onClick={() => isAddress(to) && send.mutate({ to, value: parseEther(amount) })}
      >
        {strings.sendTransaction}
      </button>
      {send.data && (
        <output aria-label={strings.transactionHash} data-testid="transaction-hash">
          {send.data} — {receipt.isSuccess ? strings.confirmed : strings.pending}
        </output>
      )}
    </section>
  )
}
