/**
 * The Wallet Standard name of the embedded wallet's Solana side. It is no row of the Connect
 * view (the email and social sign-ins are the way in); the solana adapter knows it by this name.
 */
export const EMBEDDED_SOLANA_WALLET_NAME = 'Foyer Embedded Wallet'

/** Its connector id in the solana adapter (`solanaConnectorId`: `wallet-standard:` and its name). */
export const EMBEDDED_SOLANA_CONNECTOR_ID = `wallet-standard:${EMBEDDED_SOLANA_WALLET_NAME}`
