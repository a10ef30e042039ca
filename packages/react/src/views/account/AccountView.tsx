import { EMBEDDED_CONNECTOR_ID, EMBEDDED_SOLANA_CONNECTOR_ID } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useAccountData, useOptionalStore } from '../../hooks/useAccountData'
import { useAccountTarget } from '../../hooks/useAccountTarget'
import { useAccountTypeSwitch } from '../../hooks/useAccountTypeSwitch'
import { useCopy } from '../../hooks/useCopy'
import { useEmbeddedUser } from '../../hooks/useEmbeddedWallet'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useFoyerWallets } from '../../hooks/useFoyerWallets'
import { useAccountName, useNames } from '../../hooks/useNames'
import { useNativeBalance } from '../../hooks/useNativeBalance'
import { useStrings } from '../../hooks/useStrings'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { formatBalance, truncateAddress, truncateEmail } from '../../ui/format'
import { Identicon } from '../../ui/Identicon'
import { CopyIcon } from '../../ui/icons'
import { SkeletonText } from '../../ui/Skeleton'
import { AccountTabs } from './AccountTabs'
import { AccountTypeSwitch } from './AccountTypeSwitch'
import { TotalBalance } from './TotalBalance'
import { WalletFeatureButtons } from './WalletFeatureButtons'

const NO_IDENTITY = { address: undefined, name: null, avatar: null }

/**
 * The connected account: identity, the total balance in the chosen currency and the native
 * balance, network, explorer link, the wallet features, the Tokens / NFTs / Activity tabs
 * (with the Foyer server), and disconnect.
 */
export function AccountView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const account = useStore(foyer.account)
  const { address, chainId } = account
  const { caipNetwork } = useStore(foyer.network)
  const target = useAccountTarget()
  const data = useAccountData()
  const identity = useOptionalStore(data?.identity, NO_IDENTITY)
  const copy = useCopy()
  const features = useStore(foyer.features)
  const names = useNames()
  const coinType = names?.coinTypeOf(caipNetwork)
  const cachedName = useAccountName(address, coinType)
  // The native balance from the node itself: it needs no server. The RPC transport already
  // retries (docs/product.md); a read it gave up on says so at once, and Refresh asks again.
  const balance = useNativeBalance(address, chainId, true, account.namespace)

  useEffect(() => {
    if (!data || !target) return
    void data.balances.load()
    void data.identity.load()
  }, [data, target])

  if (!address) return null
  const explorer = caipNetwork?.blockExplorers?.default
  const name = cachedName ?? (identity.address === address ? identity.name : null)
  const avatar = identity.address === address ? identity.avatar : null

  return (
    <>
      <div className="center">
        {avatar ? (
          <img className="identicon" src={avatar} alt="" />
        ) : (
          <Identicon address={address} />
        )}
        {name && (
          <p className="account-name" data-testid="foyer-account-name">
            {name}
          </p>
        )}
        {features.names && !name && coinType !== undefined && names?.cache.get(address) && (
          <button
            type="button"
            className="chip"
            data-testid="foyer-choose-name"
            onClick={() => foyer.router.push('ChooseAccountName')}
          >
            {strings.chooseName}
          </button>
        )}
        <div className="row">
          <span className="address" title={address}>
            {truncateAddress(address)}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={strings.copyAddress}
            onClick={() => copy(address, strings.addressCopied, strings.copyFailed)}
          >
            <CopyIcon />
          </button>
        </div>
        {data && (
          <TotalBalance
            data={data}
            onRefresh={() => {
              void data.refresh()
              balance.refresh()
            }}
          />
        )}
        <p className="balance" data-testid="foyer-balance" aria-busy={balance.status === 'pending'}>
          <span className="visually-hidden">
            {strings.balance}: {balance.status === 'pending' ? strings.loading : ''}
          </span>
          {balance.status === 'ready' ? (
            `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}`
          ) : balance.status === 'error' ? (
            strings.balanceUnavailable
          ) : (
            <SkeletonText width="5em" />
          )}
        </p>
        <button
          type="button"
          className="chip"
          aria-label={`${strings.network}: ${caipNetwork?.name ?? strings.unsupportedChain}`}
          onClick={() => foyer.router.push('Networks')}
        >
          {caipNetwork?.name ?? strings.unsupportedChain}
        </button>
        {explorer && (
          <ExplorerLink href={`${explorer.url}/address/${address}`} explorerName={explorer.name} />
        )}
        {caipNetwork && <WalletFeatureButtons data={data} network={caipNetwork} />}
      </div>
      {data && caipNetwork && target && (
        <AccountTabs data={data} network={caipNetwork} targetKey={target.key} />
      )}
      <div className="center">
        <EmbeddedAccount />
        {features.multiWallet && <ProfileWalletsButtons />}
        <button type="button" className="secondary" onClick={() => foyer.disconnect()}>
          {strings.disconnect}
        </button>
      </div>
    </>
  )
}

/**
 * With the multiWallet feature: the connected wallets (ProfileWallets, with how many), and Add
 * wallet (Connect, for one more while this one stays connected).
 */
function ProfileWalletsButtons() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { wallets } = useFoyerWallets()
  return (
    <div className="row">
      <button
        type="button"
        className="chip"
        data-testid="foyer-profile-wallets-button"
        onClick={() => foyer.router.push('ProfileWallets')}
      >
        {strings.profileWallets.open}
        <span className="tag">{strings.profileWallets.count(wallets.length)}</span>
      </button>
      <button type="button" className="chip" onClick={() => foyer.router.push('Connect')}>
        {strings.profileWallets.add}
      </button>
    </div>
  )
}

/**
 * For the embedded wallet: how the visitor signed in, the email (cut past 30 characters), the
 * account type (with the switch between the smart account and the EOA where the network has
 * smart accounts), update email, and its Security (passkeys, recovery password, key export).
 * On a Solana network its Solana account is active: the same visitor, with no EVM account type.
 */
function EmbeddedAccount() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { connectorId } = useStore(foyer.account)
  const user = useEmbeddedUser()
  const accountTypeSwitch = useAccountTypeSwitch()
  const evm = connectorId === EMBEDDED_CONNECTOR_ID
  if (!(evm || connectorId === EMBEDDED_SOLANA_CONNECTOR_ID) || !user.address) return null
  return (
    <>
      {user.socialProvider && (
        <p className="account-meta" data-testid="foyer-social">
          {user.userName
            ? strings.signedInWithUser(strings.socialNames[user.socialProvider], user.userName)
            : strings.signedInWith(strings.socialNames[user.socialProvider])}
        </p>
      )}
      {user.passkey && (
        <p className="account-meta" data-testid="foyer-passkey">
          {strings.signedInWithPasskey}
        </p>
      )}
      {user.email && (
        <p className="account-meta" data-testid="foyer-email" title={user.email}>
          <span className="visually-hidden">{strings.email}: </span>
          {truncateEmail(user.email)}
        </p>
      )}
      {!evm ? null : accountTypeSwitch ? (
        <AccountTypeSwitch state={accountTypeSwitch} />
      ) : (
        user.accountType && (
          <p className="account-meta muted">
            {strings.accountType}: {strings.accountTypes[user.accountType]}
          </p>
        )
      )}
      {user.email && (
        <button
          type="button"
          className="chip"
          onClick={() => foyer.router.push('UpdateEmailWallet')}
        >
          {strings.updateEmail}
        </button>
      )}
      <button type="button" className="chip" onClick={() => foyer.router.push('WalletSecurity')}>
        {strings.security}
      </button>
    </>
  )
}
