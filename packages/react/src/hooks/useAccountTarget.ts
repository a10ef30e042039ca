import { type DataTarget, readDataTarget } from '@foyer/core/internal'
import { useMemo } from 'react'
import { useFoyer, useStore } from './useFoyer'

/**
 * The connected address on the active network, whose data the account views show (in any
 * namespace: a Solana account's balances too; the flows that send read eip155 accounts).
 */
export function useAccountTarget(): DataTarget | undefined {
  const foyer = useFoyer()
  const { address, namespace } = useStore(foyer.account)
  const { caipNetwork } = useStore(foyer.network)
  return useMemo(
    () => readDataTarget({ address, namespace }, { caipNetwork }),
    [address, namespace, caipNetwork],
  )
}
