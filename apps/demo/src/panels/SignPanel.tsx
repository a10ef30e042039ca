import { isUserRejection } from '@foyer/core'
import { useFoyer, useFoyerAccount, useFoyerSignMessage } from '@foyer/react'
import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { strings } from '../strings'

/**
 * Signs a message with the active account, whatever its namespace (`useFoyerSignMessage`: 0x hex
 * on EVM, base58 ed25519 on Solana, a BIP-322 witness on Bitcoin). A Bitcoin account also signs a
 * PSBT (`useBitcoinSignPsbt`): pasted as base64, as a dapp gets one from its own backend, or a
 * sample one the panel builds for the connected address.
 */
/**
 * Loaded when a Bitcoin account is active: it reads the kit's locale table for its errors, which
 * the page's first load does not carry (the modal loads it).
 */
const PsbtSigning = lazy(() =>
  import('./PsbtSigning').then((module) => ({ default: module.PsbtSigning })),
)

export function SignPanel() {
  const foyer = useFoyer()
  const { isConnected } = useFoyerAccount()
  const { namespace, signMessage } = useFoyerSignMessage()
  const [message, setMessage] = useState<string>(strings.defaultMessage)
  const sign = useMutation({
    mutationFn: (text: string) => signMessage(text),
    onError: (error) =>
      foyer.toasts.show(
        'error',
        isUserRejection(error) ? strings.signatureRejected : strings.errorSigningMessage,
      ),
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
        onClick={() => sign.mutate(message)}
      >
        {strings.signMessage}
      </button>
      {!isConnected && (
        <p className="hint" id="sign-connect-first">
          {strings.connectFirst}
        </p>
      )}
      {sign.data && !sign.isError && (
        <>
          <output aria-label={strings.signature} data-testid="signature" className="result mono">
            {sign.data}
          </output>
          {namespace && (
            <p className="hint" data-testid="signature-form">
              {strings.signatureForm[namespace]}
            </p>
          )}
        </>
      )}
      {sign.isError && (
        <p className="result" data-kind={rejected ? 'rejected' : 'error'} data-testid="sign-error">
          {rejected ? strings.signatureRejected : strings.errorSigningMessage}
        </p>
      )}
      {namespace === 'bip122' && (
        <Suspense fallback={null}>
          <PsbtSigning />
        </Suspense>
      )}
    </section>
  )
}
