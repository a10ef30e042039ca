import { type Deployments, deploymentsSchema } from '@foyer/protocol'
import { type Address, erc20Abi } from 'viem'
import { expect, publicClient } from './fixtures'
import { API_URL, CHAIN_A_ID } from './stack'

export type DevToken = { address: Address; decimals: number }

/** The dev tokens FUSD and FOY on chain A, from the dev server's deployment record. */
export async function devTokens(): Promise<Record<'FUSD' | 'FOY', DevToken>> {
  const response = await fetch(`${API_URL}/dev/deployments`)
  expect(response.status).toBe(200)
  const deployments: Deployments = deploymentsSchema.parse(await response.json())
  const chain = deployments.chains.find((entry) => entry.chainId === CHAIN_A_ID)
  const find = (symbol: string) => {
    const token = chain?.tokens.find((entry) => entry.symbol === symbol)
    if (!token) throw new Error(`${symbol} is not deployed on chain A`)
    return token
  }
  return { FUSD: find('FUSD'), FOY: find('FOY') }
}

/** Chain A, read through its own node. */
export const chainA = publicClient(CHAIN_A_ID)

/** What `owner` holds of `token` on chain A, read on chain. */
export const balanceOf = (token: DevToken, owner: Address) =>
  chainA.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
