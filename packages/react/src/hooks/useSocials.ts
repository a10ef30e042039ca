import type { RemoteSocial } from '@foyer/protocol'
import { useFoyer, useStore } from './useFoyer'

/** The providers to offer: the remote config's socials, in its order; none without the embedded wallet. */
export function useSocials(): readonly RemoteSocial[] {
  const foyer = useFoyer()
  const { socials } = useStore(foyer.features)
  return foyer.embedded.enabled ? socials : []
}
