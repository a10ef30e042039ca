import { isFoyerError, isUserRejection } from '@foyer/core'
import {
  errorText,
  useBitcoinSignPsbt,
  useFoyer,
  useFoyerAccount,
  useFoyerSignMessage,
  useStrings,
} from '@foyer/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { strings } from '../strings'

/**
 * Signs a message with the active account, whatever its namespace (`useFoyerSignMessage`: 0x hex
 * on EVM, base58 ed25519 on Solana, a BIP-322 witness on Bitcoin). A Bitcoin account also signs a
 * PSBT (`useBitcoinSignPsbt`): pasted as base64, as a dapp gets one from its own backend, or a
 * sample one the panel builds for the connected address.
 */
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
      {namespace === 'bip122' && <PsbtSigning />}
    </section>
  )
}

/** A PSBT to sign (base64), a sample for the connected address, and the signed PSBT or the error. */
function PsbtSigning() {
  const kit = useStrings()
  const { addresses, signPsbt } = useBitcoinSignPsbt()
  const [psbt, setPsbt] = useState('')
  const sign = useMutation({ mutationFn: (text: string) => signPsbt(text) })
  const failure = sign.isError
    ? isUserRejection(sign.error)
      ? strings.signatureRejected
      : isFoyerError(sign.error)
        ? errorText(kit, {
            code: sign.error.code,
            params: sign.error.params,
            ...(sign.error.details ? { details: sign.error.details } : {}),
          })
        : strings.psbtNotSigned
    : undefined
  return (
    <div className="stack" data-testid="psbt-signing">
      <h3 className="subhead">{strings.signPsbt}</h3>
      <p className="hint" id="psbt-hint">
        {strings.psbtHint}
      </p>
      <label className="field-label" htmlFor="psbt-input">
        {strings.psbtLabel}
      </label>
      <textarea
        id="psbt-input"
        className="text-input mono"
        rows={4}
        spellCheck={false}
        autoComplete="off"
        aria-describedby="psbt-hint"
        value={psbt}
        onChange={(event) => setPsbt(event.target.value)}
      />
      <div className="button-row">
        <button
          type="button"
          className="secondary"
          disabled={!addresses}
          onClick={async () => {
            if (!addresses) return
            sign.reset()
            // @scure/btc-signer loads with the first sample: the demo's first paint does not carry it.
            const { samplePsbt } = await import('./samplePsbt')
            setPsbt(samplePsbt(addresses.payment))
          }}
        >
          {strings.samplePsbt}
        </button>
        <button
          type="button"
          className="primary"
          disabled={sign.isPending || psbt.trim() === ''}
          onClick={() => sign.mutate(psbt)}
        >
          {strings.signPsbt}
        </button>
      </div>
      {sign.data && !sign.isError && (
        <output aria-label={strings.signedPsbt} data-testid="signed-psbt" className="result mono">
          {sign.data}
        </output>
      )}
      {failure && (
        <p className="result" data-kind="error" data-testid="psbt-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
