import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useSocials } from '../../hooks/useSocials'
import { useStartSocial } from '../../hooks/useStartSocial'
import { useStrings } from '../../hooks/useStrings'
import { SocialMark } from './SocialMark'
import { SocialStatus } from './SocialStatus'

/** ConnectSocials: every provider the project offers, in the remote config's order. */
export function ConnectSocialsView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const features = useStore(foyer.features)
  const { accepted } = useStore(foyer.legalConsent)
  const disabled = features.legalCheckbox && !accepted
  const socials = useSocials()
  const start = useStartSocial()
  return (
    <>
      <ul className="list">
        {socials.map((social) => (
          <li key={social}>
            <button
              type="button"
              className="item"
              disabled={disabled}
              onClick={() => start(social)}
            >
              <SocialMark social={social} />
              <span className="name">{strings.continueWith(strings.socialNames[social])}</span>
            </button>
          </li>
        ))}
      </ul>
      <SocialStatus />
    </>
  )
}
