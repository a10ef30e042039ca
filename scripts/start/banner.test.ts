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
  it('shows the Solana chains and the dev SVM token', () => {
    const text = banner({
      ...input,
      solanaChains: [
        {
          caipNetworkId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
          rpcUrl: 'http://127.0.0.1:8899',
          devSvm: true,
        },
      ],
      deployments: {
        chains: [],
        solana: [
          {
            caipNetworkId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
            rpcUrl: 'http://127.0.0.1:8899',
            tokens: [
              {
                mint: '5DZUyd5ZHhVmpMpUs1KU5aEKJwppBMG47aLQtH43mhLX',
                name: 'Foyer USD',
                symbol: 'FUSD',
                decimals: 6,
              },
            ],
          },
        ],
      },
    })
    expect(text).toMatch(
      / {2}solana +http:\/\/127\.0\.0\.1:8899 {2}\(solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw, dev SVM/,
    )
    expect(text).toContain('FUSD 5DZUyd5ZHhVmpMpUs1KU5aEKJwppBMG47aLQtH43mhLX')
  })

  it('shows the custodian only when custodial email recovery is on', () => {
    expect(banner(input)).not.toContain('custodian')
    const on = banner({ ...input, custodianUrl: 'http://127.0.0.1:8790' })
    expect(on).toMatch(/ {2}custodian +http:\/\/127\.0\.0\.1:8790 {2}\(custodial email recovery ON/)
  })

  it('shows each chain’s bundler under it: the dev one, the operator’s, or none', () => {
    const lines = banner({
      ...input,
      chains: [
        {
          chainId: 31337,
          rpcUrl: 'http://127.0.0.1:8545',
          stateFile: '.data/anvil-31337.json',
          bundler: { url: 'http://127.0.0.1:40001', dev: true },
        },
        {
          chainId: 31338,
          rpcUrl: 'http://127.0.0.1:8546',
          stateFile: '.data/anvil-31338.json',
          bundler: { url: 'https://bundler.example/rpc', dev: false },
        },
        { chainId: 1, rpcUrl: 'https://eth.example' },
      ],
    })
      .split('\n')
      .filter((line) => /^ {2}(chain|bundler) /.test(line))
      .map((line) => line.replace(/ +/g, ' ').trim())
    expect(lines).toEqual([
      'chain A http://127.0.0.1:8545 (chain id 31337, anvil, state in .data/anvil-31337.json)',
      'bundler A http://127.0.0.1:40001 (ERC-4337 for chain id 31337, dev bundler, alto)',
      'chain B http://127.0.0.1:8546 (chain id 31338, anvil, state in .data/anvil-31338.json)',
      'bundler B https://bundler.example/rpc (ERC-4337 for chain id 31338, CHAIN_BUNDLER_URLS)',
      'chain C https://eth.example (chain id 1, external)',
    ])
  })
})
