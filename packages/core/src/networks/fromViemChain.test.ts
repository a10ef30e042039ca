import { defineChain } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { fromViemChain } from './fromViemChain'

describe('fromViemChain', () => {
  it('converts a viem chain to an eip155 network', () => {
    expect(fromViemChain(mainnet)).toEqual({
      id: 1,
      name: 'Ethereum',
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [...mainnet.rpcUrls.default.http] } },
      blockExplorers: {
        default: { name: 'Etherscan', url: mainnet.blockExplorers.default.url },
      },
    })
  })

  it('keeps testnet, websocket URLs and an image id', () => {
    const chain = defineChain({
      id: 5,
      name: 'Test',
      nativeCurrency: { name: 'T', symbol: 'T', decimals: 6 },
      rpcUrls: { default: { http: ['https://rpc.test'], webSocket: ['wss://rpc.test'] } },
      testnet: true,
    })
    const network = fromViemChain(chain, { imageId: 'img' })
    expect(network.rpcUrls.default.webSocket).toEqual(['wss://rpc.test'])
    expect(network.testnet).toBe(true)
    expect(network.imageId).toBe('img')
    expect(network.blockExplorers).toBeUndefined()
    expect(fromViemChain(sepolia).testnet).toBe(true)
  })

  it('copies arrays so the viem chain is not shared', () => {
    const network = fromViemChain(mainnet)
    expect(network.rpcUrls.default.http).not.toBe(mainnet.rpcUrls.default.http)
  })

  it('rejects an invalid chain id', () => {
    const chain = { ...mainnet, id: -1 }
    expect(() => fromViemChain(chain)).toThrow('Invalid chain id for Ethereum: -1')
    expect(() => fromViemChain({ ...mainnet, id: 1.5 })).toThrow('Invalid chain id')
  })
})
