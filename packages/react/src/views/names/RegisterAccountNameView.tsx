import { INITIAL_NAME_REGISTRATION_STATE } from '@foyer/core/internal'
import { type FormEvent, useId } from 'react'
import { useOptionalStore } from '../../hooks/useAccountData'
import { useNames } from '../../hooks/useNames'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { Spinner } from '../../ui/Spinner'

/**
 * RegisterAccountName: the name field (checked while typing, after a pause), its availability,
 * suggestions (with their loading state), and Register, which asks the wallet to sign.
 */
export function RegisterAccountNameView() {
  const strings = useStrings()
  const names = useNames()
  const state = useOptionalStore(names?.registration, INITIAL_NAME_REGISTRATION_STATE)
  const inputId = useId()
  const statusId = useId()
  const errorId = useId()
  if (!names) return <p className="muted">{strings.namesUnavailable}</p>
  const { registration } = names
  const busy = state.step === 'signing' || state.step === 'registering'
  const canRegister = !busy && !state.problem && state.availability === 'available'

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (canRegister) void registration.register()
  }

  const status = state.problem
    ? strings.nameProblems[state.problem]
    : state.availability === 'checking'
      ? strings.nameChecking
      : state.availability === 'available' && state.fullName
        ? strings.nameAvailable(state.fullName)
        : state.availability === 'registered'
          ? strings.nameTaken(state.fullName ?? state.label)
          : strings.nameRules

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{strings.accountNameField}</label>
      <input
        id={inputId}
        className="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-testid="foyer-name-input"
        value={state.input}
        disabled={busy}
        aria-invalid={Boolean(state.problem) || state.availability === 'registered'}
        aria-describedby={state.error ? `${statusId} ${errorId}` : statusId}
        onChange={(event) => registration.setInput(event.target.value)}
      />
      <p id={statusId} className="muted" aria-live="polite" data-testid="foyer-name-status">
        {status}
      </p>
      {state.error && (
        <p id={errorId} className="error-text" role="alert" data-testid="foyer-name-error">
          {errorText(strings, state.error)}
        </p>
      )}
      {(state.suggestionsLoading || state.suggestions.length > 0) && (
        <>
          <span className="field-label">{strings.nameSuggestions}</span>
          {state.suggestionsLoading ? (
            <Spinner label={strings.loadingNameSuggestions} status />
          ) : (
            <ul className="list full" aria-label={strings.nameSuggestions}>
              {state.suggestions.map((suggestion) => (
                <li key={suggestion.name}>
                  <button
                    type="button"
                    className="item"
                    data-testid="foyer-name-suggestion"
                    disabled={suggestion.registered || busy}
                    aria-label={
                      suggestion.registered
                        ? strings.nameTaken(suggestion.name)
                        : strings.pickSuggestedName(suggestion.name)
                    }
                    onClick={() => registration.choose(suggestion.name)}
                  >
                    <span className="name">{suggestion.name}</span>
                    {suggestion.registered && (
                      <span className="muted">{strings.nameTakenShort}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <button
        type="submit"
        className="primary"
        data-testid="foyer-name-register"
        disabled={!canRegister}
      >
        {state.step === 'signing'
          ? strings.signNameMessage
          : state.step === 'registering'
            ? strings.registeringName
            : strings.registerName}
      </button>
    </form>
  )
}
