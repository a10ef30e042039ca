import { useFoyerAccount, useFoyerNetwork, useWalletInfo } from '@foyer/react'
import { strings } from '../strings'

export function AccountPanel() {
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const wallet = useWalletInfo()
  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">{strings.account}</h2>
      <dl>
        <dt>{strings.status}</dt>
        <dd data-testid="account-status">{account.status}</dd>
        <dt>{strings.address}</dt>
        <dd data-testid="account-address">{account.address ?? strings.notConnected}</dd>
        <dt>{strings.caipAddress}</dt>
        <dd>{account.caipAddress ?? '—'}</dd>
        <dt>{strings.wallet}</dt>
        <dd>{wallet?.name ?? '—'}</dd>
        <dt>{strings.network}</dt>
        <dd data-testid="account-network">{caipNetwork?.name ?? strings.unsupported}</dd>
      </dl>
    </section>
  )
}
