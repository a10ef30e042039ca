import { describe, expect, it } from 'vitest'
import { secureNonce } from './secureNonce'

describe('secureNonce', () => {
  it('is 128 bits of hex, and 1,000 in a row share no 16-character run', () => {
    const nonces = Array.from({ length: 1000 }, secureNonce)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    const seen = new Map<string, number>()
    nonces.forEach((nonce, index) => {
      for (let start = 0; start + 16 <= nonce.length; start++) {
        const run = nonce.slice(start, start + 16)
        const other = seen.get(run)
        expect(other === undefined || other === index).toBe(true)
        seen.set(run, index)
      }
    })
  })
})
