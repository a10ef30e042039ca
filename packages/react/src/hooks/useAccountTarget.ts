import { type AccountTarget, readAccountTarget } from '@foyer/core/internal'
import { useMemo } from 'react'
import { useFoyer, useStore } from './useFoyer'

/** The connected address on the active network, whose data the account views show. */
export function useAccountTarget(): AccountTarget | undefined {
  const foyer = useFoyer()
  const { address, namespace } = useStore(foyer.account)
  const { caipNetwork } = useStore(foyer.network)
  return useMemo(
    () => readAccountTarget({ address, namespace }, { caipNetwork }),
    [address, namespace, caipNetwork],
  )
}
