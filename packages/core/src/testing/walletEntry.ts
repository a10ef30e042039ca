import type { WalletEntry } from '@foyer/protocol'

/** A directory entry for tests: only id, name and rdns vary. */
export function walletEntry(id: string, overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name: id,
    image_id: id,
    rdns: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1'],
    homepage: 'https://example.com',
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    ...overrides,
  }
}
