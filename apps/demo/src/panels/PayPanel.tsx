import { evmAddress } from '@foyer/core'
import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { useFoyer, useFoyerAccount, useFoyerFeatures, useFoyerNetwork } from '@foyer/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useDevDeployments } from '../dev/useDevDeployments'
import { strings } from '../strings'

/** Anvil's second test account, a handy default receiver on the dev chains. */
const DEFAULT_RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Pay (the `pay` switch): `foyer.pay` with a receiver, an amount and a token (the native coin or
 * a dev token of the active chain). The kit's Pay view swaps first when the balance is short; the
 * panel shows the hash the promise resolves with, or the error it rejects with.
 */
export function PayPanel() {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { isConnected } = account
  // Another namespace's account (Solana, Bitcoin): Pay is EVM's.
  const otherNamespace = isConnected && evmAddress(account) === undefined
  const { chainId } = useFoyerNetwork()
  const { pay: on } = useFoyerFeatures().features
  const deployments = useDevDeployments()
  const [to, setTo] = useState(DEFAULT_RECEIVER)
  const [amount, setAmount] = useState('1')
  const [token, setToken] = useState<string>(NATIVE_TOKEN_ADDRESS)
  const pay = useMutation({
    mutationFn: () => foyer.pay({ to, amount, token, chainId: Number(chainId) }),
  })
  if (!on) return null
  const tokens = deployments.data?.chains.find((chain) => chain.chainId === Number(chainId))?.tokens
  return (
    <section className="card panel" aria-labelledby="pay-title">
      <h2 id="pay-title">{strings.pay}</h2>
      <label className="field-label" htmlFor="pay-to">
        {strings.recipient}
      </label>
      <input
        id="pay-to"
        className="text-input mono"
        spellCheck={false}
        autoComplete="off"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <label className="field-label" htmlFor="pay-amount">
        {strings.payAmount}
      </label>
      <input
        id="pay-amount"
        className="text-input"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <label className="field-label" htmlFor="pay-token">
        {strings.payToken}
      </label>
      <select
        id="pay-token"
        className="text-input"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      >
        <option value={NATIVE_TOKEN_ADDRESS}>{strings.nativeCoin}</option>
        {tokens?.map((entry) => (
          <option key={entry.address} value={entry.address}>
            {entry.symbol}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="primary"
        disabled={!isConnected || otherNamespace || pay.isPending}
        aria-describedby={
          !isConnected ? 'pay-connect-first' : otherNamespace ? 'pay-needs-evm' : undefined
        }
        onClick={() => pay.mutate()}
      >
        {strings.payWithFoyer}
      </button>
      {!isConnected && (
        <p className="hint" id="pay-connect-first">
          {strings.connectFirst}
        </p>
      )}
      {otherNamespace && (
        <p className="hint" id="pay-needs-evm" data-testid="needs-evm">
          {strings.needsEvmAccount}
        </p>
      )}
      {pay.data && (
        <output aria-label={strings.paymentHash} data-testid="pay-hash" className="result mono">
          {pay.data}
        </output>
      )}
      {pay.isError && (
        <p className="result" data-kind="error" data-testid="pay-error">
          {pay.error.message}
        </p>
      )}
    </section>
  )
}
