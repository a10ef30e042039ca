/** The wagmi connector id (and type) of remote wallets over WalletConnect. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** How long the relay may take to hand out a pairing URI before the attempt counts as failed. */
export const WALLETCONNECT_URI_TIMEOUT_MS = 15_000
