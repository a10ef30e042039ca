import type { WalletChain } from '../config/readConfig'
import { strings } from '../strings'
import type { SessionEntry } from '../wallet/walletTypes'
import { Facts } from './Facts'

interface Props {
  sessions: readonly SessionEntry[]
  chains: readonly WalletChain[]
  onDisconnect(topic: string): void
}

export function SessionList({ sessions, chains, onDisconnect }: Props) {
  const chainName = (id: number) => chains.find((chain) => chain.id === id)?.name ?? `chain ${id}`
  return (
    <section aria-labelledby="sessions-heading" className="panel">
      <h2 id="sessions-heading">{strings.sessionsHeading}</h2>
      {sessions.length === 0 ? (
        <p>{strings.noSessions}</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.topic}>
              <strong>
                {session.dapp.icon && <img src={session.dapp.icon} alt="" width={24} height={24} />}
                {session.dapp.name}
              </strong>
              <Facts
                facts={[
                  [strings.dappUrl, session.dapp.url],
                  [strings.sessionChains, session.chainIds.map(chainName).join(', ')],
                  [strings.sessionAccount, <code key="a">{session.accounts.join(', ')}</code>],
                ]}
              />
              <button
                type="button"
                className="secondary"
                onClick={() => onDisconnect(session.topic)}
              >
                {strings.disconnect(session.dapp.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
