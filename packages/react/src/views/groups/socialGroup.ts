import { ConnectingFarcasterView } from '../social/ConnectingFarcasterView'
import { ConnectSocialsView } from '../social/ConnectSocialsView'

/** Social sign-in beyond the Connect view's buttons (Farcaster's QR). */
export const socialGroup = {
  ConnectSocials: ConnectSocialsView,
  ConnectingFarcaster: ConnectingFarcasterView,
}
