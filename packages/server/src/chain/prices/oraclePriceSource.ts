import type { FiatCurrency } from '@foyer/protocol'
import { formatUnits, stringToHex, zeroAddress } from 'viem'
import { errorMessage } from '../../health/errorMessage'
import type { ChainClients } from '../chainClients'
import type { RegisteredChain } from '../chainRegistry'
import { multicallTargetOf } from '../multicallTargetOf'
import { PRICE_ORACLE_DECIMALS, priceOracleAbi } from './priceOracleAbi'
import type { PricedAsset, PriceSource } from './priceSource'

/**
 * The embedded price source: each chain's FoyerPriceOracle (`priceOracle` of the deployments),
 * read with one multicall for all the assets asked. `priceOf(asset, currency)` gives one whole
 * unit of the asset (address 0 for the native coin) with 8 decimals; 0 means no price, and the
 * asset is left out. A chain without an oracle has no prices (an empty map). A failed read (the
 * node, or no oracle contract at the address) throws, naming the oracle.
 */
export function oraclePriceSource(clients: ChainClients): PriceSource {
  return {
    async prices(
      chain: RegisteredChain,
      assets: readonly PricedAsset[],
      currency: FiatCurrency,
    ): Promise<Map<PricedAsset, number>> {
      const prices = new Map<PricedAsset, number>()
      const oracle = chain.priceOracle
      if (oracle === undefined || assets.length === 0) return prices
      const code = stringToHex(currency, { size: 32 })
      let values: bigint[]
      try {
        const client = clients(chain)
        values = await client.multicall({
          ...(await multicallTargetOf(client, chain.chainId)),
          allowFailure: false,
          batchSize: 0,
          contracts: assets.map((asset) => ({
            address: oracle,
            abi: priceOracleAbi,
            functionName: 'priceOf' as const,
            args: [asset === 'native' ? zeroAddress : asset, code] as const,
          })),
        })
      } catch (error) {
        throw new Error(`the price oracle ${oracle} did not answer priceOf: ${errorMessage(error)}`)
      }
      assets.forEach((asset, index) => {
        const value = values[index]
        if (value !== undefined && value > 0n) {
          prices.set(asset, Number(formatUnits(value, PRICE_ORACLE_DECIMALS)))
        }
      })
      return prices
    },
  }
}
