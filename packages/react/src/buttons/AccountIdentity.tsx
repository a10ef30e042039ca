import type { Network } from '@foyer/core'
import { useEffect } from 'react'
import { useAccountData, useOptionalStore } from '../hooks/useAccountData'
import { useAccountName, useNames } from '../hooks/useNames'

export type ButtonIdentity = { name: string | null; avatar: string | null }

const NO_IDENTITY = { address: undefined, name: null, avatar: null }

type AccountIdentityProps = {
  address: string
  network: Network | undefined
  onChange(identity: ButtonIdentity): void
}

/**
 * Finds the connect button's name and avatar: our name (the names cache, then
 * `/v1/profile/reverse`) or the ENS one, and the avatar from `/v1/identity`. Renders nothing; its
 * own chunk, loaded after the page's first render, so the page's initial code carries no names
 * client (ConnectButton).
 */
export default function AccountIdentity({ address, network, onChange }: AccountIdentityProps) {
  const names = useNames()
  const cachedName = useAccountName(address, names?.coinTypeOf(network))
  const data = useAccountData()
  const identity = useOptionalStore(data?.identity, NO_IDENTITY)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network asks again
  useEffect(() => {
    void data?.identity.load()
  }, [data, address, network])

  const own = identity.address?.toLowerCase() === address.toLowerCase()
  const name = cachedName ?? (own ? identity.name : null)
  const avatar = own ? identity.avatar : null
  useEffect(() => onChange({ name, avatar }), [name, avatar, onChange])
  return null
}
