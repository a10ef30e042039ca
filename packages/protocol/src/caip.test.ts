import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress, toCaipNetworkId } from './caip'

describe('CAIP ids', () => {
  it.each([
    ['eip155:1', { namespace: 'eip155', reference: '1' }],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      { namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    [
      'bip122:000000000019d6689c085ae165831e93',
      { namespace: 'bip122', reference: '000000000019d6689c085ae165831e93' },
    ],
  ])('parses %s', (id, expected) => {
    expect(parseCaipNetworkId(id)).toEqual(expected)
  })

  it.each(['eip155', 'tron:1', 'eip155:', 'eip155:1:2', 'eip155:a b'])('rejects %s', (id) => {
    expect(parseCaipNetworkId(id)).toBeUndefined()
  })

  it('round-trips an account id', () => {
    const id = toCaipAddress(toCaipNetworkId('eip155', 31337), '0xabc')
    expect(id).toBe('eip155:31337:0xabc')
    expect(parseCaipAddress(id)).toEqual({ networkId: 'eip155:31337', address: '0xabc' })
    expect(parseCaipAddress('eip155:31337:')).toBeUndefined()
    expect(parseCaipAddress('nope')).toBeUndefined()
  })
})
