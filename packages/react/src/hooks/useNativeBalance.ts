import type { ChainNamespace } from '@foyer/protocol'
import { useCallback, useEffect, useState } from 'react'
import { useFoyer } from './useFoyer'

export type NativeBalance =
  | { status: 'pending' }
  | { status: 'ready'; value: bigint; decimals: number; symbol: string }
  | { status: 'error' }

const PENDING: NativeBalance = { status: 'pending' }

/**
 * The account's native balance (the connect button, the Account view), read from the node
 * through the Foyer client's wagmi config once built (not wagmi's React context, which the kit
 * does not need). Read again when the account or network changes, each time the modal closes (a
 * send may have changed it) and on `refresh()`. `enabled` false: no request.
 */
export function useNativeBalance(
  address: string | undefined,
  chainId: number | string | undefined,
  enabled: boolean,
  /** The account's namespace: eip155 reads through wagmi, another through its adapter. */
  namespace: ChainNamespace = 'eip155',
): NativeBalance & { refresh(): void } {
  const foyer = useFoyer()
  const [balance, setBalance] = useState<NativeBalance>(PENDING)
  const [reads, setReads] = useState(0)

  useEffect(() => {
    let open = foyer.modal.get().open
    return foyer.modal.subscribe(() => {
      const now = foyer.modal.get().open
      if (open && !now) setReads((count) => count + 1)
      open = now
    })
  }, [foyer])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks for a fresh read
  useEffect(() => {
    if (!enabled || !address || chainId === undefined) return
    let current = true
    const network = foyer.networks.find(
      (candidate) =>
        candidate.chainNamespace === namespace && String(candidate.id) === String(chainId),
    )
    const read =
      namespace === 'eip155'
        ? Promise.all([foyer.wagmi.load(), import('./readEvmBalance')]).then(
            ([{ config }, { readEvmBalance }]) =>
              readEvmBalance(config, address as `0x${string}`, Number(chainId)),
          )
        : network
          ? foyer.namespaces
              .adapterOf(namespace)
              .nativeBalance(address, network)
              .then((value) => ({ value, ...network.nativeCurrency }))
          : Promise.reject(new Error(`No ${namespace} network ${chainId}`))
    read
      .then(({ value, decimals, symbol }) => {
        if (current) setBalance({ status: 'ready', value, decimals, symbol })
      })
      .catch(() => {
        if (current) setBalance({ status: 'error' })
      })
    return () => {
      current = false
    }
  }, [foyer, address, chainId, enabled, namespace, reads])

  // A new account or network starts from a placeholder, not the last one's amount.
  const [shownFor, setShownFor] = useState(`${address}:${chainId}`)
  if (shownFor !== `${address}:${chainId}`) {
    setShownFor(`${address}:${chainId}`)
    setBalance(PENDING)
  }
  const refresh = useCallback(() => setReads((count) => count + 1), [])
  return { ...balance, refresh }
}
