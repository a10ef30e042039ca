import type { WalletEntry } from '@foyer/protocol'
import type { CustomWallet } from './directoryOptions'

export type WalletLinkKind = 'extension' | 'webapp' | 'appStore' | 'playStore' | 'homepage'
export type WalletLink = { kind: WalletLinkKind; href: string }

/** Where a wallet that is not installed can be had, most direct first; empty links are left out. */
export function walletLinks(wallet: WalletEntry | CustomWallet): WalletLink[] {
  const entry = wallet as Partial<WalletEntry>
  const links: [WalletLinkKind, string | null | undefined][] = [
    ['extension', entry.chrome_store],
    ['webapp', wallet.webapp_link],
    ['appStore', entry.app_store],
    ['playStore', entry.play_store],
    ['homepage', wallet.homepage],
  ]
  return links.flatMap(([kind, href]) => (href ? [{ kind, href }] : []))
}
