import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'

/** With the legalCheckbox feature: the terms the visitor must accept before connecting. */
export function LegalCheckbox() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { accepted } = useStore(foyer.legalConsent)
  const { terms, privacy } = foyer.legalUrls
  return (
    <label className="legal">
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => foyer.legalConsent.set({ accepted: event.target.checked })}
      />
      <span>
        {strings.agreeTo}{' '}
        {terms ? (
          <a href={terms} target="_blank" rel="noreferrer">
            {strings.termsOfService}
          </a>
        ) : (
          strings.termsOfService
        )}{' '}
        {strings.and}{' '}
        {privacy ? (
          <a href={privacy} target="_blank" rel="noreferrer">
            {strings.privacyPolicy}
          </a>
        ) : (
          strings.privacyPolicy
        )}
      </span>
    </label>
  )
}
