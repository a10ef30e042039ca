import { RELAY_PATH, type WalletEntry } from '@foyer/protocol'
import type { CustomWallet } from '../directory/directoryOptions'
import type { FoyerOptions } from '../foyerOptions'

/**
 * Which relay remote wallets pair through: the dapp's own choice, else our relay on the API
 * server (its URL as ws/wss) with the dapp's project; none without either, or when turned off.
 */
export function relayFor(
  options: Pick<FoyerOptions, 'walletConnect' | 'apiUrl' | 'projectId'>,
): { relayUrl: string; projectId: string } | undefined {
  if (options.walletConnect === false) return undefined
  const relayUrl =
    options.walletConnect?.relayUrl ??
    (options.apiUrl
      ? `${options.apiUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}${RELAY_PATH}`
      : undefined)
  const projectId = options.walletConnect?.projectId ?? options.projectId
  return relayUrl && projectId ? { relayUrl, projectId } : undefined
}

/** A directory wallet that can pair by WalletConnect: it has a mobile, desktop or web app link. */
export function pairsByWalletConnect(wallet: WalletEntry | CustomWallet): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}
