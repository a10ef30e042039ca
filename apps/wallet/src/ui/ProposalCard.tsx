import { useId } from 'react'
import { namespaceProblemText, strings } from '../strings'
import type { ProposalEntry } from '../wallet/walletTypes'
import { Facts } from './Facts'

interface Props {
  proposal: ProposalEntry
  onApprove(): void
  onReject(): void
}

/** A dapp's session proposal: who asks, for which chains, methods and events. */
export function ProposalCard({ proposal, onApprove, onReject }: Props) {
  const headingId = useId()
  const problemId = useId()
  const { dapp, requested, problem, busy } = proposal
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : strings.none)
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId}>
        {dapp.icon && <img src={dapp.icon} alt="" width={32} height={32} />}
        {strings.proposalTitle(dapp.name)}
      </h3>
      <Facts
        facts={[
          [strings.dappUrl, dapp.url],
          [strings.requiredChains, list(requested.required.chains)],
          [strings.optionalChains, list(requested.optional.chains)],
          [strings.methods, list([...requested.required.methods, ...requested.optional.methods])],
          [strings.events, list([...requested.required.events, ...requested.optional.events])],
        ]}
      />
      {problem && (
        <p id={problemId} className="problem">
          {namespaceProblemText(problem)}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          onClick={onApprove}
          disabled={busy !== undefined || problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
        >
          {strings.approveConnection}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={onReject}
          disabled={busy !== undefined}
        >
          {strings.rejectConnection}
        </button>
        {busy && (
          <span className="busy">
            {busy === 'approving' ? strings.approving : strings.rejecting}
          </span>
        )}
      </div>
    </section>
  )
}
