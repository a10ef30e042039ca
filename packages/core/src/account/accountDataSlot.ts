import type { Config } from '@wagmi/core'
import type { LazySlot } from '../state/createLazySlot'
import { createLazySlot } from '../state/createLazySlot'
import type { AccountData, AccountDataDeps } from './startAccountData'

/**
 * Where the account features' data lives once the Account view first asks for it. Needs the
 * Foyer server (`api`); its code loads only then, so pages that never open it do not carry it.
 */
export function accountDataSlot(
  deps: Omit<AccountDataDeps, 'api' | 'config'> & {
    api: AccountDataDeps['api'] | undefined
    /** wagmi's config, once built. */
    config(): Promise<Config>
  },
): LazySlot<AccountData> {
  const { api, config, ...rest } = deps
  return createLazySlot(
    'Account data',
    api
      ? async () => {
          const [{ startAccountData }, built] = await Promise.all([
            import('./startAccountData'),
            config(),
          ])
          return startAccountData({ ...rest, config: built, api })
        }
      : undefined,
  )
}
