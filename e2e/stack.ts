import { SOLANA_DEV_CHAIN } from '@foyer/protocol'

/** Ports and URLs of the stack the e2e run starts (see playwright.config.ts). */

/**
 * Added to every port below (`FOYER_E2E_PORT_OFFSET`, default 0), so that two e2e runs on one
 * machine (say, two checkouts) do not fight over ports.
 */
const PORT_OFFSET = Number(process.env.FOYER_E2E_PORT_OFFSET ?? 0)

export const DEMO_PORT = 15173 + PORT_OFFSET
export const API_PORT = 18787 + PORT_OFFSET
/** The embedded-wallet frame's port (its origin is wallet.foyer.localhost:FRAME_PORT). */
export const FRAME_PORT = 18788 + PORT_OFFSET
/** The reference web wallet (apps/wallet), which pairs by WalletConnect through our relay. */
export const WALLET_PORT = 15175 + PORT_OFFSET
export const WALLET_URL = `http://localhost:${WALLET_PORT}`

/** The demo as the browser opens it (Chromium resolves every *.localhost name to loopback). */
export const DEMO_URL = `http://foyer.localhost:${DEMO_PORT}`
/** The demo as Node reaches it (Node does not resolve *.localhost names). */
export const DEMO_NODE_URL = `http://localhost:${DEMO_PORT}`
/** The API as Node reaches it. */
export const API_URL = `http://localhost:${API_PORT}`

export const CHAIN_A_ID = 31337
export const CHAIN_B_ID = 31338

/** JSON-RPC URL of each dev chain, by chain id. */
export const CHAIN_RPC_URLS: Readonly<Record<number, string>> = {
  [CHAIN_A_ID]: `http://127.0.0.1:${18545 + PORT_OFFSET}`,
  [CHAIN_B_ID]: `http://127.0.0.1:${18546 + PORT_OFFSET}`,
}

/** `CHAIN_RPC_URLS` in the start script's env format: `id=url,id=url`. */
export const CHAIN_RPC_URLS_ENV = Object.entries(CHAIN_RPC_URLS)
  .map(([id, url]) => `${id}=${url}`)
  .join(',')

/** The dev SVM (the Solana dev chain of `@foyer/devchain`) the stack runs. */
export const SOLANA_RPC_URL = `http://127.0.0.1:${18899 + PORT_OFFSET}`

/** `SOLANA_RPC_URLS` in the start script's env format: the dev SVM's CAIP-2 id and its URL. */
export const SOLANA_RPC_URLS_ENV = `${SOLANA_DEV_CHAIN}=${SOLANA_RPC_URL}`
