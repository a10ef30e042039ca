import { describe, expect, it } from 'vitest'
import { type BannerInput, banner } from './banner'

const input: BannerInput = {
  demoPort: 5173,
  frameOrigin: 'http://wallet.foyer.localhost:8788',
  walletUrl: 'http://localhost:5175/',
  relayUrl: 'ws://localhost:8787/relay',
  apiUrl: 'http://localhost:8787',
  projectId: 'a'.repeat(32),
  chains: [],
  deployments: { chains: [] } as unknown as BannerInput['deployments'],
  database: 'PGlite in .data/pglite',
  dataDir: '.data',
  notes: [],
}

describe('the npm start banner', () => {
  it('shows the custodian only when custodial email recovery is on', () => {
    expect(banner(input)).not.toContain('custodian')
    const on = banner({ ...input, custodianUrl: 'http://127.0.0.1:8790' })
    expect(on).toMatch(/ {2}custodian +http:\/\/127\.0\.0\.1:8790 {2}\(custodial email recovery ON/)
  })
})
