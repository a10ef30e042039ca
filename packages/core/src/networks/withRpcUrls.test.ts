import { describe, expect, it } from 'vitest'
import { devChainA } from './devChains'
import type { Network } from './network'
import { withRpcUrls } from './withRpcUrls'

const custom: Network = { ...devChainA, id: 777, name: 'Custom', caipNetworkId: 'eip155:777' }

describe('withRpcUrls', () => {
  it('returns a copy with the default http RPC replaced', () => {
    const moved = withRpcUrls(devChainA, 'http://127.0.0.1:9545')
    expect(moved.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
    expect(moved).toMatchObject({ id: 31337, name: 'Foyer Dev A' })
    expect(devChainA.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('accepts several URLs and drops websocket URLs of the old node', () => {
    const withSocket: Network = {
      ...custom,
      rpcUrls: { default: { http: ['https://a.example'], webSocket: ['wss://a.example'] } },
    }
    const moved = withRpcUrls(withSocket, ['https://b.example', 'https://c.example'])
    expect(moved.rpcUrls.default).toEqual({ http: ['https://b.example', 'https://c.example'] })
  })

  it('rejects a missing or non-http URL', () => {
    expect(() => withRpcUrls(devChainA, [])).toThrow('No RPC URL given for network Foyer Dev A')
    expect(() => withRpcUrls(devChainA, 'not a url')).toThrow(
      'Invalid RPC URL for network Foyer Dev A: not a url',
    )
    expect(() => withRpcUrls(devChainA, 'ws://127.0.0.1:8545')).toThrow('Invalid RPC URL')
  })
})
