import type { RemoteSocial } from '@foyer/protocol'
import { useFoyer } from './useFoyer'

/**
 * A provider button's click: Farcaster's sign-in opens ConnectingFarcaster; any other provider's
 * popup opens in `foyer.signIn.social`, which must run synchronously in the click.
 */
export function useStartSocial(): (social: RemoteSocial) => void {
  const { signIn } = useFoyer()
  return (social) => (social === 'farcaster' ? void signIn.farcaster() : signIn.social(social))
}
