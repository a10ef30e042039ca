import type { FastifyInstance } from 'fastify'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import type { PriceSource } from '../chain/prices/priceSource'
import type { Config } from '../config/loadConfig'
import type { Database } from '../store/database'
import { moonpayProvider } from './moonpay/moonpayProvider'
import type { OnrampProvider } from './onrampProvider'
import { onrampRoutes } from './onrampRoutes'
import { rampProvider } from './ramp/rampProvider'
import { type PurchaseDelivery, purchaseDelivery } from './sandbox/deliverPurchase'
import { sandboxProvider } from './sandbox/sandboxProvider'
import { sandboxRoutes } from './sandbox/sandboxRoutes'
import { sandboxTreasuryKey } from './sandbox/sandboxTreasuryKey'

export interface OnrampServiceDeps {
  db: Database
  registry: ChainRegistry
  clients: ChainClients
  prices: PriceSource
  publicApiUrl: string
  now: () => Date
  /** How the sandbox sends bought tokens (tests replace it); default: from its treasury key. */
  deliver?: PurchaseDelivery
}

/**
 * Buying crypto: the providers that can serve, in order (the sandbox when it is on and has a key
 * to deliver from, then MoonPay and Ramp Network when their keys are set: a provider without keys
 * is not offered), their routes, and the sandbox's payment page. Resolves with the providers:
 * the remote configuration's `onramp` feature lists exactly these.
 */
export async function onrampService(
  app: FastifyInstance,
  config: Pick<Config, 'onramp' | 'devMode'>,
  deps: OnrampServiceDeps,
): Promise<readonly OnrampProvider[]> {
  const providers: OnrampProvider[] = []
  const treasury = sandboxTreasuryKey(config)
  if (config.onramp.sandbox && treasury) {
    providers.push(sandboxProvider(deps))
    await sandboxRoutes(app, {
      db: deps.db,
      registry: deps.registry,
      now: deps.now,
      deliver: deps.deliver ?? purchaseDelivery(treasury, deps.clients),
    })
  }
  if (config.onramp.moonpay) providers.push(moonpayProvider(config.onramp.moonpay))
  if (config.onramp.ramp) providers.push(rampProvider(config.onramp.ramp))
  onrampRoutes(app, {
    providers,
    registry: deps.registry,
    prices: deps.prices,
    restrictedTimezones: config.onramp.restrictedTimezones,
  })
  return providers
}
