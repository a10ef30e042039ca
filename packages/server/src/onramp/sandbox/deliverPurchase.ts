import { createWalletClient, erc20Abi, type Hex, http, type PublicClient, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { RegisteredChain } from '../../chain/chainRegistry'
import type { OnrampPurchase } from '../onrampPurchases'

/** How long a delivery waits for its receipt before the purchase is failed. */
export const DELIVERY_RECEIPT_TIMEOUT_MS = 60_000

export type PurchaseDelivery = (purchase: OnrampPurchase, chain: RegisteredChain) => Promise<Hex>

/**
 * Sends a paid purchase's tokens from the treasury key to the buyer, a real transaction: the
 * chain's coin as a plain transfer, a token with ERC-20 `transfer`; waits for the receipt and
 * answers its hash (throws when it fails or reverts). One send at a time per chain: each takes
 * the treasury's next nonce from the node, which the send before it has moved on.
 */
export function purchaseDelivery(
  treasuryKey: Hex,
  clients: (chain: RegisteredChain) => PublicClient,
): PurchaseDelivery {
  const account = privateKeyToAccount(treasuryKey)
  const sending = new Map<number, Promise<unknown>>()
  const oneAtATime = <T>(chainId: number, send: () => Promise<T>): Promise<T> => {
    const next = (sending.get(chainId) ?? Promise.resolve()).then(send)
    sending.set(
      chainId,
      next.catch(() => undefined),
    )
    return next
  }
  return async (purchase, chain) => {
    // No retry: a send that timed out may have reached the node, and a second would pay twice.
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) })
    const to = purchase.address as Hex
    const amount = parseUnits(purchase.cryptoAmount, purchase.token.decimals)
    const hash = await oneAtATime(chain.chainId, () =>
      purchase.token.address === 'native'
        ? wallet.sendTransaction({ to, value: amount, chain: null })
        : wallet.writeContract({
            address: purchase.token.address as Hex,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
            chain: null,
          }),
    )
    const receipt = await clients(chain).waitForTransactionReceipt({
      hash,
      timeout: DELIVERY_RECEIPT_TIMEOUT_MS,
      pollingInterval: 250,
    })
    if (receipt.status !== 'success') throw new Error(`the transaction ${hash} reverted`)
    return hash
  }
}
