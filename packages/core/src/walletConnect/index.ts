/**
 * Remote wallets over WalletConnect (`@foyer/core/walletconnect`): loaded by `createFoyer` only
 * when the visitor chooses a remote wallet or a session is to be restored.
 */
export type { WalletConnectAttempt, WalletConnectFlow } from './createWalletConnectFlow'
export {
  startWalletConnect,
  type WalletConnect,
  type WalletConnectDeps,
} from './startWalletConnect'
export { isMobileDevice, walletConnectLink } from './walletConnectLinks'
