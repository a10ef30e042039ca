import { INITIAL_NAME_REGISTRATION_STATE } from '@foyer/core/internal'
import { useOptionalStore } from '../../hooks/useAccountData'
import { useFoyer } from '../../hooks/useFoyer'
import { useNames } from '../../hooks/useNames'
import { useStrings } from '../../hooks/useStrings'

/** RegisterAccountNameSuccess: the name is registered; Done returns to the account. */
export function RegisterAccountNameSuccessView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const names = useNames()
  const { registeredName } = useOptionalStore(names?.registration, INITIAL_NAME_REGISTRATION_STATE)
  return (
    <div className="center">
      {registeredName && (
        <p className="account-name" data-testid="foyer-registered-name">
          {registeredName}
        </p>
      )}
      <p className="muted" role="status">
        {registeredName ? strings.nameRegisteredHelp(registeredName) : strings.nameRegistered}
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          names?.registration.reset()
          foyer.router.reset('Account')
        }}
      >
        {strings.done}
      </button>
    </div>
  )
}
