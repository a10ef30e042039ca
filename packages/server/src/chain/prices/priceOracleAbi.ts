import { parseAbi } from 'viem'

/** The FoyerPriceOracle functions the price source calls (packages/devchain deploys it). */
export const priceOracleAbi = parseAbi([
  'function priceOf(address asset, bytes32 currency) view returns (uint256)',
  'function decimals() pure returns (uint8)',
])

/** FoyerPriceOracle prices carry 8 decimals (its `decimals()`). */
export const PRICE_ORACLE_DECIMALS = 8
