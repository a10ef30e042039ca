import { isFoyerError, isUserRejection } from '@foyer/core'
import { errorText, useBitcoinSignPsbt, useStrings } from '@foyer/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { strings } from '../strings'

/** A PSBT to sign (base64), a sample for the connected address, and the signed PSBT or the error. */
export function PsbtSigning() {
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
