import { useSiwxSession } from '@foyer/react'
import { siwxStrings as strings } from '../siwxStrings'
import { SIWX_MODES, type SiwxMode, siwxModeFromQuery } from '../switches'

/** The demo's URL with the SIWX mode set. */
export function withSiwxMode(href: string, mode: SiwxMode): string {
  const url = new URL(href)
  url.searchParams.set('siwx', mode)
  return url.toString()
}

/** The SIWX mode (switching reloads the page with it) and who is signed in. */
export default function SiwxPanel() {
  const mode = siwxModeFromQuery(window.location.search)
  const { status, session, signIn, signOut } = useSiwxSession()
  return (
    <section className="card panel" aria-labelledby="siwx-title">
      <h2 id="siwx-title">{strings.title}</h2>
      <fieldset className="field">
        <legend className="field-label">{strings.mode}</legend>
        <div className="radio-row">
          {SIWX_MODES.map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name="siwx-mode"
                checked={mode === option}
                onChange={() => window.location.assign(withSiwxMode(window.location.href, option))}
              />
              {strings.modes[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="facts">
        <dt>{strings.status}</dt>
        <dd data-testid="siwx-status">{status}</dd>
        <dt>{strings.signedInAs}</dt>
        <dd className={session?.address ? 'mono' : undefined} data-testid="siwx-address">
          {session?.address ?? strings.notSignedIn}
        </dd>
      </dl>
      {mode !== 'off' && (
        <div className="button-row">
          <button
            type="button"
            className="primary"
            disabled={status !== 'signedOut'}
            onClick={signIn}
          >
            {strings.signIn}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={status !== 'signedIn'}
            onClick={() => void signOut()}
          >
            {strings.signOut}
          </button>
        </div>
      )}
    </section>
  )
}
