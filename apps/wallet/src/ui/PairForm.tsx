import { type FormEvent, useId, useState } from 'react'
import { strings } from '../strings'

interface Props {
  pairing: boolean
  /** Resolves true once paired (the input is then cleared). */
  onPair(uri: string): Promise<boolean>
}

export function PairForm({ pairing, onPair }: Props) {
  const [uri, setUri] = useState('')
  const inputId = useId()
  const helpId = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onPair(uri)) setUri('')
  }
  return (
    <section aria-labelledby="pair-heading" className="panel">
      <h2 id="pair-heading">{strings.pairHeading}</h2>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId}>{strings.uriLabel}</label>
          <input
            id={inputId}
            type="text"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="wc:…"
            aria-describedby={helpId}
          />
          <p id={helpId} className="help">
            {strings.uriHelp}
          </p>
        </div>
        <button
          type="submit"
          disabled={pairing}
          aria-describedby={pairing ? `${inputId}-busy` : undefined}
        >
          {strings.pair}
        </button>
        {pairing && (
          <span id={`${inputId}-busy`} className="busy">
            {strings.pairing}
          </span>
        )}
      </form>
    </section>
  )
}
