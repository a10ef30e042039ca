import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'

/** Says so when the allowed-origins check failed or refused this page (docs/product.md, Errors). */
export function OriginAlert() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { origin } = useStore(foyer.remoteConfig)
  if (origin.status === 'denied') {
    return (
      <p className="alert" role="alert">
        {strings.originNotAllowed(origin.origin)}
      </p>
    )
  }
  if (origin.status === 'error') {
    return (
      <p className="alert" role="alert">
        {origin.code === 'RATE_LIMITED' ? strings.originRateLimited : strings.originServerError}
      </p>
    )
  }
  return null
}
