import { type FormEvent, useId, useState } from 'react'
import { useStrings } from '../hooks/useStrings'
import { Spinner } from './Spinner'

type EmailFormProps = {
  label: string
  /** Keep the label for screen readers only (the placeholder shows what to type). */
  hideLabel?: boolean
  submitLabel: string
  busy: boolean
  disabled?: boolean
  /** The last failure to show, e.g. the server's. */
  error?: string
  defaultValue?: string
  onEmail(email: string): void
  /**
   * A click in the form or a keystroke: a sign of interest (e.g. warm up what sending needs).
   * Focus is not one: a dialog may focus the field as it opens.
   */
  onInterest?(): void
}

/** An email field and its submit button; an invalid address is refused here, with a message. */
export function EmailForm(props: EmailFormProps) {
  const strings = useStrings()
  const inputId = useId()
  const errorId = useId()
  const [invalid, setInvalid] = useState(false)
  const error = invalid ? strings.invalidEmail : props.error

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const email = input.value.trim()
    setInvalid(!email || input.validity.typeMismatch)
    if (email && !input.validity.typeMismatch) props.onEmail(email)
  }

  return (
    <form
      className="email-form"
      noValidate
      onSubmit={submit}
      onPointerDown={props.disabled ? undefined : props.onInterest}
    >
      <label className={props.hideLabel ? 'visually-hidden' : undefined} htmlFor={inputId}>
        {props.label}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        className="search"
        autoComplete="email"
        placeholder={strings.emailPlaceholder}
        defaultValue={props.defaultValue}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={() => {
          setInvalid(false)
          props.onInterest?.()
        }}
      />
      <button type="submit" className="primary" disabled={props.disabled || props.busy}>
        {props.busy ? <Spinner label={strings.connecting} /> : props.submitLabel}
      </button>
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
