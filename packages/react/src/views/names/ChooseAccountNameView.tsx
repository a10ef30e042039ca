import { useNames } from '../../hooks/useNames'
import { useStrings } from '../../hooks/useStrings'

/** ChooseAccountName: what an account name is, and the way to register one. */
export function ChooseAccountNameView() {
  const strings = useStrings()
  const names = useNames()
  if (!names) return <p className="muted">{strings.namesUnavailable}</p>
  return (
    <div className="center">
      <p className="muted">{strings.chooseAccountNameHelp}</p>
      <button
        type="button"
        className="primary"
        data-testid="foyer-choose-name-start"
        onClick={() => names.registration.start()}
      >
        {strings.chooseName}
      </button>
    </div>
  )
}
