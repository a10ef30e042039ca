import { DEV_PRICES, DEV_TOKENS } from '@foyer/devchain'
import { type Balance, type ChainDeployment, toCaipAddress, toCaipNetworkId } from '@foyer/protocol'
import { formatEther, formatUnits } from 'viem'
import { BALANCE_CURRENCY } from './balanceSettings'

export type ExpectedBalance = Omit<Balance, 'iconUrl'>

/**
 * What the balance endpoint must answer for a test account nothing has moved: `nativeWei` of
 * the dev chain's ETH, then each dev token's minted amount, priced at the dev prices.
 */
export function expectedBalances(
  deployment: ChainDeployment,
  nativeWei: bigint,
): ExpectedBalance[] {
  const chainId = toCaipNetworkId('eip155', deployment.chainId)
  const price = (asset: string) => {
    const entry = DEV_PRICES.find((candidate) => candidate.asset === asset)
    if (!entry) throw new Error(`No dev price for ${asset}`)
    return Number(entry.prices[BALANCE_CURRENCY])
  }
  const entry = (numeric: string, decimals: number, unitPrice: number) => ({
    value: Number(numeric) * unitPrice,
    price: unitPrice,
    quantity: { decimals: String(decimals), numeric },
  })
  const native = formatEther(nativeWei)
  return [
    { name: 'Ether', symbol: 'ETH', chainId, ...entry(native, 18, price('native')) },
    ...deployment.tokens.map((token) => {
      const minted = DEV_TOKENS.find((candidate) => candidate.symbol === token.symbol)
      if (!minted) throw new Error(`${token.symbol} is not a dev token`)
      const numeric = formatUnits(
        minted.amountPerAccount * 10n ** BigInt(token.decimals),
        token.decimals,
      )
      return {
        name: token.name,
        symbol: token.symbol,
        chainId,
        address: toCaipAddress(chainId, token.address),
        ...entry(numeric, token.decimals, price(token.symbol)),
      }
    }),
  ]
}
