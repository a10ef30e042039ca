import type { LazySlot } from '../state/createLazySlot'
import { createLazySlot } from '../state/createLazySlot'
import type { AccountData, AccountDataDeps } from './startAccountData'

/**
 * Where the account features' data lives once the Account view first asks for it. Needs the
 * Foyer server (`api`); its code loads only then, so pages that never open it do not carry it.
 */
export function accountDataSlot(
  deps: Omit<AccountDataDeps, 'api'> & { api: AccountDataDeps['api'] | undefined },
): LazySlot<AccountData> {
  const { api } = deps
  return createLazySlot(
    'Account data',
    api
      ? async () => {
          const { startAccountData } = await import('./startAccountData')
          return startAccountData({ ...deps, api })
        }
      : undefined,
  )
}
