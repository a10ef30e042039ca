import type { ErrorNotice } from '@foyer/core'
import { EMBEDDED_CONNECTOR_ID, toErrorNotice } from '@foyer/core/internal'
import type { AccountType } from '@foyer/protocol'
import { useEffect, useRef, useState } from 'react'
import { useEmbeddedUser, useEmbeddedWallet } from './useEmbeddedWallet'
import { useFoyer, useStore } from './useFoyer'

export type AccountTypeSwitch = {
  /** The account in use. */
  current: AccountType
  /** The account the switch goes to. */
  next: AccountType
  /** A switch is under way (the frame has not answered yet). */
  pending: boolean
  /** Why the last switch failed, on this network; cleared by the next, or a network change. */
  error: ErrorNotice | undefined
  /** Switches to `next` (nothing while one is under way). */
  toggle(): void
}

/**
 * The switch between the embedded wallet's smart account and its EOA, for the Account view:
 * offered only while the embedded wallet is connected on an EVM network where the visitor has a
 * smart account (the frame lists one), else undefined. A switch to the smart account that the
 * frame answers with the EOA (it falls back where the smart account cannot be had,
 * docs/product.md#smart-accounts) fails with SMART_ACCOUNTS_UNAVAILABLE.
 */
export function useAccountTypeSwitch(): AccountTypeSwitch | undefined {
  const foyer = useFoyer()
  const { connectorId } = useStore(foyer.account)
  const { caipNetwork } = useStore(foyer.network)
  const wallet = useEmbeddedWallet()
  const user = useEmbeddedUser()
  const [pending, setPending] = useState(false)
  // A second press before the first re-render sends nothing either.
  const busy = useRef(false)
  const [failure, setFailure] = useState<{ notice: ErrorNotice; network: string }>()
  // A failure is about the network it happened on: another network (or coming back) drops it.
  const shownNetwork = caipNetwork?.caipNetworkId
  useEffect(() => {
    setFailure((last) => (last && last.network !== shownNetwork ? undefined : last))
  }, [shownNetwork])
  const current = user.accountType
  if (
    !wallet ||
    connectorId !== EMBEDDED_CONNECTOR_ID ||
    caipNetwork?.chainNamespace !== 'eip155' ||
    !current ||
    !user.accounts?.some((account) => account.type === 'smartAccount')
  ) {
    return undefined
  }
  const next: AccountType = current === 'smartAccount' ? 'eoa' : 'smartAccount'
  const network = caipNetwork.caipNetworkId
  const fail = (notice: ErrorNotice) => setFailure({ notice, network })
  return {
    current,
    next,
    pending,
    error: failure?.network === network ? failure.notice : undefined,
    toggle() {
      if (busy.current) return
      busy.current = true
      setPending(true)
      setFailure(undefined)
      wallet.setAccountType(next).then(
        (used) => {
          busy.current = false
          setPending(false)
          if (used !== next) fail({ code: 'SMART_ACCOUNTS_UNAVAILABLE' })
        },
        (error: unknown) => {
          foyer.logger.error('Account type switch failed', String(error))
          busy.current = false
          setPending(false)
          fail(toErrorNotice(error))
        },
      )
    },
  }
}
