import { describe, expect, it } from 'vitest'
import { publicRpcUrl } from './publicRpcUrl'

describe('publicRpcUrl', () => {
  it.each([
    ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'],
    ['https://eth-mainnet.g.alchemy.com/v2/SECRETKEY', 'https://eth-mainnet.g.alchemy.com'],
    ['https://rpc.example.com/?apikey=SECRET', 'https://rpc.example.com'],
    ['https://user:SECRET@rpc.example.com/x', 'https://rpc.example.com'],
    ['not a url', 'invalid URL'],
  ])('%s → %s', (url, expected) => {
    expect(publicRpcUrl(url)).toBe(expected)
  })
})
