import { type Anvil, deployDevContracts, startAnvil } from '@foyer/devchain'
import type { Balance, ChainDeployment } from '@foyer/protocol'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { devChainA } from '../networks/devChains'
import type { Network } from '../networks/network'

export type TestChain = {
  anvil: Anvil
  deployment: ChainDeployment
  /** Dev chain A on this anvil, with an explorer so that transaction links can be checked. */
  network: Network
  /** What the account really holds on the chain, as the balance API lists it. */
  balancesOf(address: `0x${string}`, prices?: Record<string, number>): Promise<Balance[]>
  stop(): Promise<void>
}

export const TEST_EXPLORER_URL = 'http://explorer.test'

/** Anvil as dev chain A (31337) with the dev contracts deployed (tokens funding test accounts). */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ chainId: 31337, port: 0 })
  try {
    const deployment = await deployDevContracts({
      chainId: anvil.chainId,
      rpcUrl: anvil.rpcUrl,
      publicApiUrl: 'http://127.0.0.1:8787',
    })
    const network: Network = {
      ...devChainA,
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
      blockExplorers: { default: { name: 'Test explorer', url: TEST_EXPLORER_URL } },
    }
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    async function balancesOf(address: `0x${string}`, prices: Record<string, number> = {}) {
      const entry = (
        symbol: string,
        name: string,
        raw: bigint,
        decimals: number,
        token?: string,
      ) => {
        const numeric = formatUnits(raw, decimals)
        const price = prices[symbol] ?? 0
        return {
          name,
          symbol,
          chainId: network.caipNetworkId,
          ...(token ? { address: `${network.caipNetworkId}:${token}` } : {}),
          value: Number(numeric) * price,
          price,
          quantity: { decimals: String(decimals), numeric },
          iconUrl: '',
        }
      }
      const native = await client.getBalance({ address })
      const tokens = await Promise.all(
        deployment.tokens.map(async (token) =>
          entry(
            token.symbol,
            token.name,
            await client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
            }),
            token.decimals,
            token.address,
          ),
        ),
      )
      return [entry('ETH', 'Ether', native, 18), ...tokens]
    }
    return { anvil, deployment, network, balancesOf, stop: () => anvil.stop() }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
