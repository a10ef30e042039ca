import { useId } from 'react'
import { findChain } from '../chains/viemChain'
import type { WalletChain } from '../config/readConfig'
import type { RequestDescription } from '../requests/describeRequest'
import { strings } from '../strings'
import type { RequestEntry } from '../wallet/walletTypes'
import { Facts } from './Facts'

interface Props {
  request: RequestEntry
  chains: readonly WalletChain[]
  onApprove(): void
  onReject(): void
}

/** One request from a dapp, decoded, waiting for the user's decision. */
export function RequestCard({ request, chains, onApprove, onReject }: Props) {
  const headingId = useId()
  const chain = findChain(chains, request.request.chainId)
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId}>{strings.requestTitle(request.request.method)}</h3>
      <p>{strings.requestFrom(request.dapp.name, chain ? chain.name : request.request.chainId)}</p>
      <RequestDetails description={request.description} />
      <div className="actions">
        <button type="button" onClick={onApprove} disabled={request.busy}>
          {strings.approveRequest}
        </button>
        <button type="button" className="secondary" onClick={onReject} disabled={request.busy}>
          {strings.rejectRequest}
        </button>
        {request.busy && <span className="busy">{strings.working}</span>}
      </div>
    </section>
  )
}

function RequestDetails({ description }: { description: RequestDescription }) {
  switch (description.kind) {
    case 'message':
      return (
        <Facts
          facts={[
            [strings.account, <code key="a">{description.account}</code>],
            [
              description.encoding === 'text' ? strings.message : strings.messageHex,
              <pre key="m">{description.text}</pre>,
            ],
          ]}
        />
      )
    case 'typedData':
      return (
        <Facts
          facts={[
            [strings.account, <code key="a">{description.account}</code>],
            [strings.typedDataDomain, description.domainName ?? ''],
            [strings.typedDataType, description.primaryType],
            [strings.typedData, <pre key="d">{description.json}</pre>],
          ]}
        />
      )
    case 'transaction':
      return (
        <Facts
          facts={[
            [strings.from, description.from ? <code key="f">{description.from}</code> : ''],
            [
              strings.to,
              description.to ? <code key="t">{description.to}</code> : strings.contractCreation,
            ],
            [strings.value, strings.ether(description.value)],
            [strings.chain, description.chain?.name ?? ''],
            [strings.data, description.data ? <pre key="d">{description.data}</pre> : ''],
          ]}
        />
      )
    case 'switchChain':
      return (
        <Facts
          facts={[
            [
              strings.switchTo,
              description.chain
                ? strings.networkOption(description.chain.name, description.chain.id)
                : strings.unknownChain(description.chainId),
            ],
          ]}
        />
      )
    case 'other':
      return (
        <>
          <p className="problem">{strings.unsupportedMethod}</p>
          <Facts facts={[[strings.params, <pre key="p">{description.json}</pre>]]} />
        </>
      )
    case 'invalid':
      return (
        <>
          <p className="problem">{strings.invalidParams(description.detail)}</p>
          <Facts facts={[[strings.params, <pre key="p">{description.json}</pre>]]} />
        </>
      )
  }
}
