import type { Address } from 'viem'
import { foyerPriceOracleAbi } from '../contracts/foyerPriceOracleArtifact'
import type { DeployerSession } from './deployerSession'
import type { OraclePrice } from './oraclePrices'

/**
 * Sets every price on the oracle that differs from the wanted one, one transaction each; prices
 * already right cost nothing. Returns how many transactions it sent.
 */
export async function syncPrices(
  session: DeployerSession,
  oracle: Address,
  prices: readonly OraclePrice[],
): Promise<number> {
  const current = await Promise.all(
    prices.map(({ asset, currencyKey }) =>
      session.client.readContract({
        address: oracle,
        abi: foyerPriceOracleAbi,
        functionName: 'priceOf',
        args: [asset, currencyKey],
      }),
    ),
  )
  const stale = prices.filter((wanted, index) => current[index] !== wanted.price)
  for (const { label, asset, currencyKey, price } of stale) {
    await session.transact(`Setting the price of ${label}`, (wallet) =>
      wallet.writeContract({
        address: oracle,
        abi: foyerPriceOracleAbi,
        functionName: 'setPrice',
        args: [asset, currencyKey, price],
      }),
    )
  }
  return stale.length
}
