import type { WalletEntry } from '@foyer/protocol'

/** A valid directory entry for tests: `id` names it, `overrides` change any field. */
export function testWallet(id: string, overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name: id
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    image_id: id,
    rdns: `com.example.${id.replaceAll('-', '')}`,
    mobile_link: `${id.replaceAll('-', '')}://`,
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1'],
    homepage: `https://${id}.example.com`,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    ...overrides,
  }
}
