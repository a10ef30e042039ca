import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import type { TokenInfo } from './approvalRequest'

/** How long the card waits on the token's symbol and decimals before showing raw units. */
const TOKEN_INFO_TIMEOUT_MS = 3000
const MAX_DECIMALS = 36

/**
 * The symbol and decimals a token contract reports, for the approval card; undefined when the
 * contract does not answer both, or answers something unshowable. These are the contract's own
 * words (anyone can deploy a token called USDC), so the card shows its address beside them.
 */
export async function readTokenInfo(
  rpcUrl: string,
  token: Address,
  fetchFn: typeof fetch,
): Promise<TokenInfo | undefined> {
  const client = createPublicClient({
    transport: http(rpcUrl, { fetchFn, timeout: TOKEN_INFO_TIMEOUT_MS, retryCount: 0 }),
  })
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const shown = symbol.trim()
    // A symbol is a short word: control characters, bidi overrides or a sentence are not shown.
    if (!/^[\p{L}\p{N}._$+-]{1,16}$/u.test(shown)) return undefined
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return undefined
    return { symbol: shown, decimals }
  } catch {
    return undefined
  }
}
