import type { Logger } from '../logger/createLogger'
import type { NameCache } from './createNameCache'
import type { NamesApi } from './createNamesApi'

export type AccountName = {
  /** The cached name of `address` (null: none, or not known yet). */
  nameOf(address: string): string | null
  /**
   * Looks the address's names up (`GET /v1/profile/reverse/{address}`) unless the cache holds a
   * fresh answer; the name under `coinType` wins, else its newest. A failure is logged and
   * changes nothing.
   */
  load(address: string, coinType?: number): Promise<void>
  subscribe(listener: () => void): () => void
}

/** The connected account's name, through the device's name cache. */
export function createAccountName(deps: {
  api: Pick<NamesApi, 'reverse'>
  cache: NameCache
  logger: Logger
}): AccountName {
  const loading = new Map<string, Promise<void>>()
  async function lookUp(address: string, coinType: number | undefined) {
    try {
      const records = await deps.api.reverse(address)
      const preferred =
        coinType === undefined
          ? undefined
          : records.find((record) => record.addresses[String(coinType)] !== undefined)
      deps.cache.set(address, (preferred ?? records[0])?.name ?? null)
    } catch (error) {
      deps.logger.warn('Could not look up the account name', String(error))
    }
  }
  return {
    nameOf: (address) => deps.cache.get(address)?.name ?? null,
    load(address, coinType) {
      if (deps.cache.get(address)) return Promise.resolve()
      const key = address.toLowerCase()
      let pending = loading.get(key)
      if (!pending) {
        pending = lookUp(address, coinType).finally(() => loading.delete(key))
        loading.set(key, pending)
      }
      return pending
    },
    subscribe: deps.cache.subscribe,
  }
}
