import { AllWalletsView } from '../connect/AllWalletsView'
import { ConnectingExternalView } from '../connect/ConnectingExternalView'
import { ConnectView } from '../connect/ConnectView'
import { ConnectWalletsView } from '../connect/ConnectWalletsView'
import { DownloadsView } from '../connect/DownloadsView'

/** The views of a first open: they ship with the modal itself. */
export const connectGroup = {
  Connect: ConnectView,
  ConnectWallets: ConnectWalletsView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  Downloads: DownloadsView,
}
