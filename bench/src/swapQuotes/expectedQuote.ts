import { uniswapV2RouterAbi } from '@foyer/protocol'
import { type Address, createPublicClient, http } from 'viem'

/**
 * The router's own best answer for `amount` of `from` → `to`: `getAmountsOut` over the direct
 * path and through WETH (a path that reverts is left out), whichever buys more.
 */
export async function expectedQuote(
  rpcUrl: string,
  swap: { router: Address; weth: Address },
  from: Address,
  to: Address,
  amount: bigint,
): Promise<{ path: Address[]; toAmount: bigint }> {
  const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 })
  let best: { path: Address[]; toAmount: bigint } | undefined
  for (const path of [
    [from, to],
    [from, swap.weth, to],
  ]) {
    const amounts = await client
      .readContract({
        address: swap.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      .catch(() => undefined)
    const out = amounts?.[amounts.length - 1]
    if (out !== undefined && (!best || out > best.toAmount)) best = { path, toAmount: out }
  }
  if (!best) throw new Error(`The router has no route from ${from} to ${to}`)
  return best
}
