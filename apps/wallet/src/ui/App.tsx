import { strings } from '../strings'
import type { WalletStore } from '../wallet/walletStore'
import { AccountPanel } from './AccountPanel'
import { ActivityLog } from './ActivityLog'
import { NoticeBar } from './NoticeBar'
import { PairForm } from './PairForm'
import { ProposalCard } from './ProposalCard'
import { RelayStatus } from './RelayStatus'
import { RequestCard } from './RequestCard'
import { SessionList } from './SessionList'
import { useWalletState } from './useWalletState'
import './wallet.css'

export function App({ store }: { store: WalletStore }) {
  const state = useWalletState(store)
  return (
    <main>
      <header>
        <h1>{strings.title}</h1>
        <p>{strings.intro}</p>
        <RelayStatus url={state.relayUrl} status={state.relay} />
      </header>
      <NoticeBar notice={state.notice} />
      <AccountPanel
        accounts={state.accounts}
        activeAccount={state.activeAccount}
        chains={state.chains}
        activeChain={state.activeChain}
        others={state.others}
        onSelectAccount={(index) => void store.selectAccount(index)}
        onSelectChain={(chainId) => void store.selectChain(chainId)}
      />
      <PairForm pairing={state.pairing} onPair={(uri) => store.pair(uri)} />
      {state.proposals.length > 0 && (
        <section aria-labelledby="proposals-heading">
          <h2 id="proposals-heading">{strings.proposalsHeading}</h2>
          {state.proposals.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              onApprove={() => void store.approveProposal(proposal.id)}
              onReject={() => void store.rejectProposal(proposal.id)}
            />
          ))}
        </section>
      )}
      {state.requests.length > 0 && (
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading">{strings.requestsHeading}</h2>
          {state.requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              chains={state.chains}
              onApprove={() => void store.approveRequest(request.id)}
              onReject={() => void store.rejectRequest(request.id)}
            />
          ))}
        </section>
      )}
      <SessionList
        sessions={state.sessions}
        chains={state.chains}
        onDisconnect={(topic) => void store.disconnect(topic)}
      />
      <ActivityLog activity={state.activity} />
    </main>
  )
}
