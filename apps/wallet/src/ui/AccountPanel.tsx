import { useId } from 'react'
import type { WalletAccount } from '../accounts/testAccounts'
import type { WalletChain } from '../config/readConfig'
import type { OtherNamespaces } from '../requests/otherNamespaceRequest'
import { strings } from '../strings'
import { Facts } from './Facts'

interface Props {
  accounts: readonly WalletAccount[]
  activeAccount: WalletAccount
  chains: readonly WalletChain[]
  activeChain: WalletChain
  /** The Solana and Bitcoin accounts beside the EVM ones. */
  others?: OtherNamespaces | undefined
  onSelectAccount(index: number): void
  onSelectChain(chainId: number): void
}

/** Which held account and which chain the wallet uses; a change is told to every session. */
export function AccountPanel(props: Props) {
  const accountId = useId()
  const chainId = useId()
  return (
    <section aria-labelledby="account-heading" className="panel">
      <h2 id="account-heading">{strings.accountHeading}</h2>
      <div className="field">
        <label htmlFor={accountId}>{strings.activeAccount}</label>
        <select
          id={accountId}
          value={props.activeAccount.index}
          onChange={(event) => props.onSelectAccount(Number(event.target.value))}
        >
          {props.accounts.map((account) => (
            <option key={account.index} value={account.index}>
              {strings.accountOption(account.index, account.address)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={chainId}>{strings.network}</label>
        <select
          id={chainId}
          value={props.activeChain.id}
          onChange={(event) => props.onSelectChain(Number(event.target.value))}
        >
          {props.chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {strings.networkOption(chain.name, chain.id)}
            </option>
          ))}
        </select>
      </div>
      <Facts
        facts={[
          [strings.solanaAccount, props.others?.solana?.key.address],
          [strings.bitcoinAccount, props.others?.bitcoin?.key.address],
        ]}
      />
    </section>
  )
}
