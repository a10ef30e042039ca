import { fiatCents, formatFiatCents, type OnrampQuoteResponse } from '@foyer/protocol'
import { parseUnits } from 'viem'
import type { AccountTarget } from '../account/accountTarget'
import type { ErrorNotice } from '../errors/errorNotice'
import type { OnrampFlow } from '../onramp/createOnrampFlow'
import { onrampLimit } from '../onramp/onrampChoice'
import { isNativeAsset, type SwapAsset } from '../swap/swapAsset'
import type { PayBuy } from './payState'
import { sameAddress } from './planPaySwap'

/** How many times the fiat amount is raised until the quote covers the shortfall. */
export const PAY_BUY_ATTEMPTS = 4

/**
 * A purchase of at least `shortfall` of `token` through the on-ramp flow (docs/product.md#buy),
 * left quoted in it for the hand-off: the first provider (not the sample list) that sells the
 * token on the network; a quote at the payment method's least amount gives the price and fees,
 * the fiat amount that covers the shortfall after them is quoted (raised by 1 % while it falls
 * short). Undefined when no provider sells it; an error when the amount is outside the limits.
 */
export async function planPayBuy(
  onramp: OnrampFlow,
  { token, shortfall, target }: { token: SwapAsset; shortfall: bigint; target: AccountTarget },
): Promise<{ buy: PayBuy } | { error: ErrorNotice } | undefined> {
  const network = target.network.caipNetworkId
  await onramp.loadOptions()
  const options = onramp.get()
  if (options.optionsStatus !== 'ready' || options.sample) return undefined
  const native = isNativeAsset(token.address)
  let sold: string | undefined
  const provider = options.providers.find((entry) => {
    const tokens = entry.networks.find((candidate) => candidate.network === network)?.tokens ?? []
    sold = tokens.find((candidate) =>
      native ? candidate.address === 'native' : sameAddress(candidate.address, token.address),
    )?.address
    return sold !== undefined
  })
  if (!provider || !sold) return undefined
  onramp.setProvider(provider.id)
  onramp.setNetwork(network)
  onramp.setToken(sold)
  const limit = onrampLimit(onramp.get())

  const quote = async (cents: bigint): Promise<OnrampQuoteResponse | ErrorNotice> => {
    onramp.setAmount(formatFiatCents(cents))
    await onramp.requestQuote()
    const state = onramp.get()
    return state.quote ?? state.error ?? { code: 'ONRAMP_PROVIDER_UNAVAILABLE' }
  }
  const least = fiatCents(limit.min)
  const probe = await quote(least)
  if ('code' in probe) return { error: probe }
  const decimals = probe.token.decimals
  // What the shortfall costs at the probe's price, then its fees on top (rounded up).
  const priceE8 = parseUnits(probe.price, 8)
  const scale = 10n ** BigInt(decimals) * 1_000_000n
  const net = (shortfall * priceE8 + scale - 1n) / scale
  const probeCents = fiatCents(probe.fiatAmount)
  const providerFee = fiatCents(probe.fees.provider)
  const networkFee = fiatCents(probe.fees.network)
  const keep = probeCents > 0n ? probeCents - providerFee : 1n
  let cents = ((net + networkFee) * probeCents + keep - 1n) / (keep > 0n ? keep : 1n) + 1n
  if (cents < least) cents = least
  for (let tries = 0; tries < PAY_BUY_ATTEMPTS; tries++) {
    const quoted = cents === least && tries === 0 ? probe : await quote(cents)
    if ('code' in quoted) return { error: quoted }
    const bought = parseUnits(quoted.cryptoAmount, decimals)
    if (bought >= shortfall) {
      return {
        buy: {
          provider: provider.name,
          fiatAmount: quoted.fiatAmount,
          fiatCurrency: quoted.fiatCurrency,
          cryptoAmount: bought,
          estimate: quoted.estimate,
        },
      }
    }
    cents = cents + cents / 100n + 1n
  }
  return undefined
}
