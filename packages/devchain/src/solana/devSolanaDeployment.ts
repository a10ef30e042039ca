import { type ChainDeployment, SOLANA_DEV_CHAIN, type SolanaDeployment } from '@foyer/protocol'
import { SOL_PRICE_ASSET } from './devSolanaPrices'
import { DEV_SOLANA_TOKEN } from './devSolanaToken'

/**
 * The dev SVM's entry of `deployments.json`: its CAIP-2 id and URL, the dev FUSD, and prices
 * from the first EVM dev chain with a price oracle and a FUSD (SOL as SOL_PRICE_ASSET, the dev
 * FUSD as that chain's FUSD). Without such a chain the entry has no prices.
 */
export function devSolanaDeployment(
  rpcUrl: string,
  chains: readonly ChainDeployment[],
): SolanaDeployment {
  const priced = chains.find(
    (chain) =>
      chain.priceOracle !== undefined &&
      chain.tokens.some((token) => token.symbol === DEV_SOLANA_TOKEN.symbol),
  )
  const fusd = priced?.tokens.find((token) => token.symbol === DEV_SOLANA_TOKEN.symbol)
  return {
    caipNetworkId: SOLANA_DEV_CHAIN,
    rpcUrl,
    tokens: [{ ...DEV_SOLANA_TOKEN, ...(fusd ? { priceAs: fusd.address } : {}) }],
    ...(priced ? { prices: { chainId: priced.chainId, native: SOL_PRICE_ASSET } } : {}),
  }
}
