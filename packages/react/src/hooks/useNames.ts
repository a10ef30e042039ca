import type { Foyer } from '@foyer/core'
import { createApiClient, createNames, type Names } from '@foyer/core/internal'
import { useEffect, useSyncExternalStore } from 'react'
import { useFoyer, useStore } from './useFoyer'

const byFoyer = new WeakMap<Foyer, Names>()

/**
 * The names service of this Foyer client (made on first use, once wagmi is built); undefined
 * until then and without a server.
 */
export function useNames(): Names | undefined {
  const foyer = useFoyer()
  const wagmi = useStore(foyer.wagmi).value
  if (!foyer.apiUrl || !foyer.projectId || !wagmi) return undefined
  let names = byFoyer.get(foyer)
  if (!names) {
    names = createNames({
      api: createApiClient({ baseUrl: foyer.apiUrl, projectId: foyer.projectId }),
      config: wagmi.config,
      account: foyer.account,
      network: foyer.network,
      router: foyer.router,
      storage: foyer.storage,
      logger: foyer.logger,
    })
    byFoyer.set(foyer, names)
  }
  return names
}

const noSubscription = () => () => {}

/**
 * The name of `address` from the device's name cache, looked up (`/v1/profile/reverse`) when the
 * cache holds none younger than 5 minutes; null while unknown or when it has none.
 */
export function useAccountName(address: string | undefined, coinType: number | undefined) {
  const names = useNames()
  const name = useSyncExternalStore(names?.accountName.subscribe ?? noSubscription, () =>
    names && address ? names.accountName.nameOf(address) : null,
  )
  // Also when the name turns null: a cache entry older than 5 minutes is looked up again.
  useEffect(() => {
    if (names && address && coinType !== undefined && name === null) {
      void names.accountName.load(address, coinType)
    }
  }, [names, address, coinType, name])
  return name
}
