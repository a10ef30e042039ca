import {
  type CaipNetworkId,
  ONRAMP_LIMITS,
  type OnrampLimit,
  type OnrampNetwork,
  type OnrampProviderOptions,
  type OnrampToken,
} from '@foyer/protocol'
import type { OnrampState } from './onrampState'

/** The chosen provider's options. */
export function onrampProvider(state: OnrampState): OnrampProviderOptions | undefined {
  return state.providers.find((provider) => provider.id === state.provider)
}

/** The chosen network of the chosen provider. */
export function onrampNetwork(state: OnrampState): OnrampNetwork | undefined {
  return onrampProvider(state)?.networks.find((network) => network.network === state.network)
}

/** The chosen token. */
export function onrampToken(state: OnrampState): OnrampToken | undefined {
  return onrampNetwork(state)?.tokens.find((token) => token.address === state.token)
}

/**
 * The limit of the chosen payment method in the chosen currency: the provider's, else the
 * product's (card 10.00 to 7,500.00, bank 10.00 to 25,000.00; docs/product.md#buy).
 */
export function onrampLimit(state: OnrampState): OnrampLimit {
  const method = onrampProvider(state)?.paymentMethods.find(
    (entry) => entry.id === state.paymentMethod,
  )
  return method?.limits[state.fiatCurrency] ?? ONRAMP_LIMITS[state.paymentMethod]
}

/**
 * The choice made whole for `provider`: what it does not offer (a currency, a payment method, a
 * network, a token) becomes its first; the network the wallet is on is preferred.
 */
export function completeOnrampChoice(
  state: OnrampState,
  provider: OnrampProviderOptions | undefined,
  activeNetwork: CaipNetworkId | undefined,
): Pick<OnrampState, 'provider' | 'fiatCurrency' | 'paymentMethod' | 'network' | 'token'> {
  if (!provider) return { ...state, provider: undefined, network: undefined, token: undefined }
  const has = <T>(list: readonly T[], value: T) => list.includes(value)
  const fiatCurrency = has(provider.fiatCurrencies, state.fiatCurrency)
    ? state.fiatCurrency
    : (provider.fiatCurrencies[0] ?? state.fiatCurrency)
  const methods = provider.paymentMethods.map((method) => method.id)
  const paymentMethod = has(methods, state.paymentMethod)
    ? state.paymentMethod
    : (methods[0] ?? state.paymentMethod)
  const find = (id: string | undefined) => provider.networks.find((entry) => entry.network === id)
  const network = find(state.network) ?? find(activeNetwork) ?? provider.networks[0]
  const token = network?.tokens.find((entry) => entry.address === state.token) ?? network?.tokens[0]
  return {
    provider: provider.id,
    fiatCurrency,
    paymentMethod,
    network: network?.network,
    token: token?.address,
  }
}
