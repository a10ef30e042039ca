import { useFoyer, useFoyerAccount } from '@foyer/react'
import { useState } from 'react'
import { useSignMessage } from 'wagmi'
import { strings } from '../strings'

export function SignPanel() {
  const foyer = useFoyer()
  const { isConnected } = useFoyerAccount()
  const [message, setMessage] = useState<string>(strings.defaultMessage)
  const sign = useSignMessage({
    mutation: { onError: () => foyer.toasts.show('error', strings.errorSigningMessage) },
  })
  return (
    <section className="panel" aria-labelledby="sign-title">
      <h2 id="sign-title">{strings.signMessage}</h2>
      <label htmlFor="sign-message">{strings.messageLabel}</label>
      <input
        id="sign-message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button
        type="button"
        disabled={!isConnected || sign.isPending}
        onClick={() => sign.mutate({ message })}
      >
        {strings.signMessage}
      </button>
      {sign.data && (
        <output aria-label={strings.signature} data-testid="signature">
          {sign.data}
        </output>
      )}
    </section>
  )
}
