import { describe, expect, it } from 'vitest'
import { recoveryShareResponseSchema, storeSharesRequestSchema } from './walletSharesSchemas'

const address = `0x${'ab'.repeat(20)}`

describe('storeSharesRequestSchema', () => {
  it('accepts an address and two encoded shares', () => {
    const body = { address, authShare: 'AQID+/==', recoveryShare: 'deadbeef' }
    expect(storeSharesRequestSchema.parse(body)).toEqual(body)
  })

  it.each([
    ['a short address', { address: '0x12', authShare: 'aa', recoveryShare: 'bb' }],
    ['an empty share', { address, authShare: '', recoveryShare: 'bb' }],
    ['a share with spaces', { address, authShare: 'a a', recoveryShare: 'bb' }],
    ['a huge share', { address, authShare: 'a'.repeat(4097), recoveryShare: 'bb' }],
    ['a missing recovery share', { address, authShare: 'aa' }],
  ])('rejects %s', (_, body) => {
    expect(storeSharesRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('recoveryShareResponseSchema', () => {
  it('reads the address and the recovery share, and nothing else', () => {
    const body = { address, recoveryShare: '0x01', authShare: '0x02' }
    expect(recoveryShareResponseSchema.parse(body)).toEqual({ address, recoveryShare: '0x01' })
  })

  it('refuses an answer without the recovery share', () => {
    expect(recoveryShareResponseSchema.safeParse({ address, authShare: '0x02' }).success).toBe(
      false,
    )
  })
})
