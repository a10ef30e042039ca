import { DEV_PROJECT_ID, SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { parseChainRpcUrls, readConfig } from './readConfig'

describe('readConfig', () => {
  it('falls back to our relay, the dev project and the two dev chains', () => {
    expect(readConfig({})).toEqual({
      relayUrl: 'ws://localhost:8787/relay',
      projectId: DEV_PROJECT_ID,
      chains: [
        {
          id: 31337,
          caipId: 'eip155:31337',
          name: 'Foyer dev chain A',
          rpcUrl: 'http://127.0.0.1:8545',
        },
        {
          id: 31338,
          caipId: 'eip155:31338',
          name: 'Foyer dev chain B',
          rpcUrl: 'http://127.0.0.1:8546',
        },
      ],
      solanaChains: [
        { caipId: SOLANA_DEV_CHAIN, name: 'Foyer dev SVM', rpcUrl: 'http://127.0.0.1:8899' },
      ],
    })
  })

  it('reads the Solana chains npm start hands it, and refuses a malformed entry', () => {
    const config = readConfig({
      FOYER_PUBLIC_SOLANA_RPC_URLS: `${SOLANA_DEV_CHAIN}=http://127.0.0.1:18899`,
    })
    expect(config.solanaChains).toEqual([
      { caipId: SOLANA_DEV_CHAIN, name: 'Foyer dev SVM', rpcUrl: 'http://127.0.0.1:18899' },
    ])
    expect(() => readConfig({ FOYER_PUBLIC_SOLANA_RPC_URLS: 'eip155:1=http://x' })).toThrow(
      'Malformed FOYER_PUBLIC_SOLANA_RPC_URLS entry: eip155:1=http://x',
    )
    expect(() =>
      readConfig({
        FOYER_PUBLIC_SOLANA_RPC_URLS: `${SOLANA_DEV_CHAIN}=http://a,${SOLANA_DEV_CHAIN}=http://b`,
      }),
    ).toThrow('twice')
  })

  it('takes the settings npm start hands it; empty values count as unset', () => {
    const config = readConfig({
      FOYER_PUBLIC_RELAY_URL: 'ws://localhost:18787/relay',
      FOYER_PUBLIC_PROJECT_ID: 'abcdefabcdefabcdefabcdefabcdef12',
      FOYER_PUBLIC_CHAIN_RPC_URLS: '',
    })
    expect(config.relayUrl).toBe('ws://localhost:18787/relay')
    expect(config.projectId).toBe('abcdefabcdefabcdefabcdefabcdef12')
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338])
  })

  it.each([
    [{ FOYER_PUBLIC_RELAY_URL: 'http://localhost:8787/relay' }, 'FOYER_PUBLIC_RELAY_URL'],
    [{ FOYER_PUBLIC_RELAY_URL: 'ws://' }, 'FOYER_PUBLIC_RELAY_URL'],
    [{ FOYER_PUBLIC_PROJECT_ID: 'not-a-project' }, 'FOYER_PUBLIC_PROJECT_ID'],
    [{ FOYER_PUBLIC_CHAIN_RPC_URLS: '31337' }, 'FOYER_PUBLIC_CHAIN_RPC_URLS'],
  ])('refuses a bad setting, naming it: %o', (env, name) => {
    expect(() => readConfig(env)).toThrow(name)
  })
})

describe('parseChainRpcUrls', () => {
  it('keeps the given order and names unknown chains by id', () => {
    expect(
      parseChainRpcUrls(' 31338=http://127.0.0.1:9546 , 777=https://rpc.example.com/a=b'),
    ).toEqual([
      {
        id: 31338,
        caipId: 'eip155:31338',
        name: 'Foyer dev chain B',
        rpcUrl: 'http://127.0.0.1:9546',
      },
      { id: 777, caipId: 'eip155:777', name: 'Chain 777', rpcUrl: 'https://rpc.example.com/a=b' },
    ])
  })

  it.each([
    [
      'x=http://127.0.0.1:8545',
      'Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: x=http://127.0.0.1:8545',
    ],
    [
      '=http://127.0.0.1:8545',
      'Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: =http://127.0.0.1:8545',
    ],
    [
      '0=http://127.0.0.1:8545',
      'Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: 0=http://127.0.0.1:8545',
    ],
    [
      '31337=ws://127.0.0.1:8545',
      'Malformed FOYER_PUBLIC_CHAIN_RPC_URLS entry: 31337=ws://127.0.0.1:8545',
    ],
    [',', 'FOYER_PUBLIC_CHAIN_RPC_URLS names no chain'],
    [
      '31337=http://127.0.0.1:1,31337=http://127.0.0.1:2',
      'FOYER_PUBLIC_CHAIN_RPC_URLS names chain 31337 twice',
    ],
  ])('refuses %s', (value, message) => {
    expect(() => parseChainRpcUrls(value)).toThrow(message)
  })
})
