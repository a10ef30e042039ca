import { describe, expect, it } from 'vitest'
import { COLLECTIBLE_NONCE, devContractAddress, PRICE_ORACLE_NONCE } from './devContractAddress'
import { DEV_TOKENS } from './devTokens'

describe('devContractAddress', () => {
  it('gives the oracle and the collection the nonces after the tokens', () => {
    expect(DEV_TOKENS).toHaveLength(PRICE_ORACLE_NONCE)
    expect(COLLECTIBLE_NONCE).toBe(PRICE_ORACLE_NONCE + 1)
  })

  it('keeps every dev contract at its address (apps and state files rely on them)', () => {
    expect([0, 1, PRICE_ORACLE_NONCE, COLLECTIBLE_NONCE].map(devContractAddress)).toEqual([
      '0xC064BA4F8D097c65089a379f4A94E7cC15132CB4',
      '0x0162c4eb1539e0123DA26D8a6747f3dEB2e01fE2',
      '0x8001d84541BdA0768CAd733103D8FE00566a49Fa',
      '0x8914676481FB178b792DE7BdD0f99770E5FC310f',
    ])
  })
})
