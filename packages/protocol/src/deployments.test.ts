import { describe, expect, it } from 'vitest'
import { deploymentsSchema } from './deployments'

const token = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Foyer USD',
  symbol: 'FUSD',
  decimals: 6,
}
const chain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tokens: [token] }

describe('deploymentsSchema', () => {
  it('accepts chains with their tokens', () => {
    const value = { chains: [chain, { ...chain, chainId: 31338 }] }
    expect(deploymentsSchema.parse(value)).toEqual(value)
  })

  it.each([
    ['a short address', { chains: [{ ...chain, tokens: [{ ...token, address: '0x1234' }] }] }],
    ['negative decimals', { chains: [{ ...chain, tokens: [{ ...token, decimals: -1 }] }] }],
    ['a non-http rpc url', { chains: [{ ...chain, rpcUrl: 'ftp://127.0.0.1' }] }],
    ['a chain id of zero', { chains: [{ ...chain, chainId: 0 }] }],
    ['the same chain twice', { chains: [chain, chain] }],
    ['no chains list', {}],
  ])('rejects %s', (_, value) => {
    expect(deploymentsSchema.safeParse(value).success).toBe(false)
  })
})
