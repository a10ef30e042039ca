import { ConnectingWalletConnectView } from '../connect/ConnectingWalletConnectView'

/** WalletConnect's pairing view, with the QR encoder. */
export const walletConnectGroup = { ConnectingWalletConnect: ConnectingWalletConnectView }
