import { useId } from 'react'
import type { AccountTypeSwitch as Switch } from '../../hooks/useAccountTypeSwitch'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'

/**
 * The embedded wallet's account type and the switch to the other one ("Switch to your EOA" /
 * "Switch to your smart account"), for a network with smart accounts. While the frame switches,
 * the button says so and takes no second press (it keeps the focus: aria-disabled, not
 * disabled); the new type is announced; a failure shows under it.
 */
export function AccountTypeSwitch({ state }: { state: Switch }) {
  const strings = useStrings()
  const typeId = useId()
  const errorId = useId()
  const { current, next, pending, error } = state
  return (
    <div className="account-type">
      <p id={typeId} className="account-meta muted" aria-live="polite">
        {strings.accountType}:{' '}
        <span data-testid="foyer-account-type">{strings.accountTypes[current]}</span>
      </p>
      <button
        type="button"
        className="chip"
        data-testid="foyer-switch-account-type"
        aria-disabled={pending ? true : undefined}
        aria-busy={pending ? true : undefined}
        aria-describedby={error ? `${typeId} ${errorId}` : typeId}
        onClick={state.toggle}
      >
        {pending && <span className="spinner small" aria-hidden="true" />}
        {pending
          ? strings.switchingAccount
          : next === 'eoa'
            ? strings.switchToEoa
            : strings.switchToSmartAccount}
      </button>
      {error && (
        <p
          id={errorId}
          className="error-text account-meta"
          role="alert"
          data-testid="foyer-account-type-error"
        >
          {errorText(strings, error)}
        </p>
      )}
    </div>
  )
}
