import type { SiwxFlow } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { truncateAddress } from '../../ui/format'

/**
 * Sign in with the wallet: who asks (the dapp and its statement), the account, Cancel and Sign.
 * Sign is disabled while a request is out, so one click gives one signature request.
 */
export function SiwxSignMessageView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { status } = useStore(foyer.siwx.state)
  const { address } = useStore(foyer.account)
  const [flow, setFlow] = useState<SiwxFlow>()
  useEffect(() => {
    let live = true
    foyer.siwx.load().then(
      (loaded) => live && setFlow(loaded),
      (error: unknown) => foyer.logger.error(String(error)),
    )
    return () => {
      live = false
    }
  }, [foyer])
  const dapp = foyer.metadata?.name ?? globalThis.location?.host ?? ''
  const busy = !flow || status === 'signingIn' || status === 'checking'
  return (
    <div className="center">
      <p>{strings.siwxRequest(dapp)}</p>
      {flow?.statement && <blockquote data-testid="siwx-statement">{flow.statement}</blockquote>}
      {address && (
        <p>
          {strings.siwxAccount}: <span title={address}>{truncateAddress(address)}</span>
        </p>
      )}
      <p className="muted">{strings.siwxHelp}</p>
      <p aria-live="polite">
        {status === 'signingIn'
          ? strings.siwxSigning
          : status === 'checking'
            ? strings.siwxChecking
            : ''}
      </p>
      <div className="row">
        <button type="button" onClick={() => (flow ? flow.cancel() : foyer.close())}>
          {strings.siwxCancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-busy={status === 'signingIn'}
          onClick={() => void flow?.signIn()}
        >
          {strings.siwxSign}
        </button>
      </div>
    </div>
  )
}
