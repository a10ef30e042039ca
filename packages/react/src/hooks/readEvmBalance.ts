import type { Config } from 'wagmi'
import { getBalance } from 'wagmi/actions'

/**
 * An eip155 account's native balance through wagmi's `getBalance`. Loaded on the first read
 * (useNativeBalance imports it dynamically): viem's balance action brings its `call` and batch
 * scheduler, which the page's first load does not need.
 */
export async function readEvmBalance(
  config: Config,
  address: `0x${string}`,
  chainId: number,
): Promise<{ value: bigint; decimals: number; symbol: string }> {
  return getBalance(config, { address, chainId })
}
