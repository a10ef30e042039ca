import { isUserRejection } from '@foyer/core'
import { useFoyer, useFoyerAccount } from '@foyer/react'
import { useState } from 'react'
import { useSignMessage } from 'wagmi'
import { strings } from '../strings'

export function SignPanel() {
  const foyer = useFoyer()
  const { isConnected } = useFoyerAccount()
  const [message, setMessage] = useState<string>(strings.defaultMessage)
  const sign = useSignMessage({
    mutation: {
      onError: (error) =>
        foyer.toasts.show(
          'error',
          isUserRejection(error) ? strings.signatureRejected : strings.errorSigningMessage,
        ),
    },
  })
  const rejected = sign.isError && isUserRejection(sign.error)
  return (
    <section className="card panel" aria-labelledby="sign-title">
      <h2 id="sign-title">{strings.signMessage}</h2>
      <label className="field-label" htmlFor="sign-message">
        {strings.messageLabel}
      </label>
      <input
        id="sign-message"
        className="text-input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button
        type="button"
        className="primary"
        disabled={!isConnected || sign.isPending}
        aria-describedby={isConnected ? undefined : 'sign-connect-first'}
        onClick={() => sign.mutate({ message })}
      >
        {strings.signMessage}
      </button>
      {!isConnected && (
        <p className="hint" id="sign-connect-first">
          {strings.connectFirst}
        </p>
      )}
      {sign.data && !sign.isError && (
        <output aria-label={strings.signature} data-testid="signature" className="result mono">
          {sign.data}
        </output>
      )}
      {sign.isError && (
        <p className="result" data-kind={rejected ? 'rejected' : 'error'} data-testid="sign-error">
          {rejected ? strings.signatureRejected : strings.errorSigningMessage}
        </p>
      )}
    </section>
  )
}
