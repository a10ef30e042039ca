import { useFoyerAccount, useFoyerNetwork, useWalletInfo } from '@foyer/react'
import { strings } from '../strings'

export function AccountPanel() {
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const wallet = useWalletInfo()
  return (
    <section className="card panel" aria-labelledby="account-title">
      <h2 id="account-title">{strings.account}</h2>
      <dl className="facts">
        <dt>{strings.status}</dt>
        <dd>
          <span className="status-dot" data-status={account.status} aria-hidden="true" />
          <span data-testid="account-status">{account.status}</span>
        </dd>
        <dt>{strings.address}</dt>
        <dd className={account.address ? 'mono' : undefined} data-testid="account-address">
          {account.address ?? strings.notConnected}
        </dd>
        <dt>{strings.caipAddress}</dt>
        <dd className={account.caipAddress ? 'mono' : undefined}>{account.caipAddress ?? '—'}</dd>
        <dt>{strings.wallet}</dt>
        <dd>{wallet?.name ?? '—'}</dd>
        <dt>{strings.network}</dt>
        <dd data-testid="account-network">{caipNetwork?.name ?? strings.unsupported}</dd>
      </dl>
    </section>
  )
}
