import { type ConnectMethod, DEFAULT_CONNECT_METHODS_ORDER, DEFAULT_FEATURES } from '../constants'

export type Features = { -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean } & {
  connectMethodsOrder: readonly ConnectMethod[]
}

export type FeaturesInput = Partial<Features>

/** The dapp's explicit switches over the spec's defaults (§1). */
export function resolveFeatures(input: FeaturesInput = {}): Features {
  const order = input.connectMethodsOrder ?? DEFAULT_CONNECT_METHODS_ORDER
  const unknown = order.filter((method) => !DEFAULT_CONNECT_METHODS_ORDER.includes(method))
  if (unknown.length > 0) throw new Error(`Unknown connect method: ${unknown.join(', ')}`)
  return { ...DEFAULT_FEATURES, ...input, connectMethodsOrder: [...new Set(order)] }
}
