import { createPublicClient, http } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { devChainA } from './devChains'
import { fromViemChain } from './fromViemChain'
import type { Network } from './network'
import { solana } from './solanaNetworks'
import { toViemChain } from './toViemChain'

describe('toViemChain', () => {
  it('converts an eip155 network to a viem chain', () => {
    const chain = toViemChain(devChainA)
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Foyer Dev A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    expect(chain.blockExplorers).toBeUndefined()
    expect(createPublicClient({ chain, transport: http() }).chain.id).toBe(31337)
  })

  it('round-trips a converted viem chain', () => {
    const chain = toViemChain(fromViemChain(mainnet))
    expect(chain.id).toBe(1)
    expect(chain.blockExplorers?.default).toEqual({
      name: 'Etherscan',
      url: mainnet.blockExplorers.default.url,
    })
    expect(fromViemChain(chain)).toEqual(fromViemChain(mainnet))
  })

  it('keeps websocket URLs', () => {
    const network: Network = {
      ...devChainA,
      rpcUrls: { default: { http: ['http://x'], webSocket: ['ws://x'] } },
    }
    expect(toViemChain(network).rpcUrls.default.webSocket).toEqual(['ws://x'])
  })

  it('throws for a non-eip155 network', () => {
    expect(() => toViemChain(solana)).toThrow(
      `Network Solana (${solana.caipNetworkId}) is not an EVM network`,
    )
    const mislabelled: Network = { ...devChainA, chainNamespace: 'solana' }
    expect(() => toViemChain(mislabelled)).toThrow('is not an EVM network')
  })

  it('throws for an eip155 network without a numeric chain id', () => {
    const broken: Network = { ...devChainA, caipNetworkId: 'eip155:abc' }
    expect(() => toViemChain(broken)).toThrow(
      'Network Foyer Dev A has an invalid eip155 chain id: abc',
    )
  })
})
