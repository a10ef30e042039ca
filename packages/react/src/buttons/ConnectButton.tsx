import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import { useNativeBalance } from '../hooks/useNativeBalance'
import { preloadModal } from '../provider/FoyerProvider'
import { formatBalance, truncateAddress } from '../ui/format'
import { Identicon } from '../ui/Identicon'
import { ChevronDownIcon, WarningIcon } from '../ui/icons'
import { ShadowHost } from '../ui/ShadowHost'
import { SkeletonText } from '../ui/Skeleton'
import { monogramColour } from '../ui/WalletImage'
import type { ButtonIdentity } from './AccountIdentity'
import {
  type AccountStatus,
  buttonParts,
  type ChainStatus,
  CONNECT_BUTTON_DEFAULTS,
  type Responsive,
  sizeClass,
} from './buttonStatus'

export type { AccountStatus, ChainStatus, Responsive } from './buttonStatus'

/** What the connected button shows; each setting may differ below 768 px (`smallScreen`). */
export type ConnectButtonProps = {
  /**
   * The account's native balance in the account button. Default: `{ smallScreen: false,
   * largeScreen: true }`.
   */
  showBalance?: Responsive<boolean>
  /**
   * The account button: `'full'` avatar and name, `'avatar'` the avatar only, `'address'` the name
   * only. The name is the account's (ours or ENS), else its short address. Default: `'full'`.
   */
  accountStatus?: Responsive<AccountStatus>
  /**
   * The network button (it opens the Networks view; on a network the app does not support it
   * warns "Wrong network"): `'full'` icon and name, `'icon'`, `'name'`, or `'none'` for no
   * button. Default: `{ smallScreen: 'icon', largeScreen: 'full' }`.
   */
  chainStatus?: Responsive<ChainStatus>
}

// The name and avatar need the names client: their own chunk, after the page's first render.
const AccountIdentity = lazy(() => import('./AccountIdentity'))
const NO_IDENTITY: ButtonIdentity = { name: null, avatar: null }

/**
 * Opens the modal: Connect when disconnected. Connected, a network button and an account button
 * (balance, avatar, name or short address) as RainbowKit's, each part switchable by props.
 */
export function ConnectButton({
  showBalance = CONNECT_BUTTON_DEFAULTS.showBalance,
  accountStatus = CONNECT_BUTTON_DEFAULTS.accountStatus,
  chainStatus = CONNECT_BUTTON_DEFAULTS.chainStatus,
}: ConnectButtonProps = {}) {
  const foyer = useFoyer()
  const strings = useBaseStrings()
  const account = useStore(foyer.account)
  const { status, address, chainId } = account
  const { caipNetwork, isSupported } = useStore(foyer.network)
  // Connected, or restoring a known connection (a reload; the server's render): its account.
  const connected = status !== 'disconnected' && address
  const parts = buttonParts({ showBalance, accountStatus, chainStatus })
  const balanceShown = parts.balance.small || parts.balance.large
  const balance = useNativeBalance(
    connected ? address : undefined,
    chainId,
    balanceShown,
    account.namespace,
  )
  const [identity, setIdentity] = useState(NO_IDENTITY)
  const onIdentity = useCallback((next: ButtonIdentity) => setIdentity(next), [])
  // After the first render only: the server's HTML and the hydrating render stay the same.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  if (!connected) {
    return (
      <ShadowButtons>
        <button
          type="button"
          className="connect-button"
          aria-haspopup="dialog"
          onPointerEnter={preloadModal}
          onFocus={preloadModal}
          onClick={() => foyer.open()}
        >
          {status === 'connecting' ? strings.connecting : strings.connectWallet}
        </button>
      </ShadowButtons>
    )
  }

  const short = truncateAddress(address)
  const { name, avatar } = identity
  const amount =
    balance.status === 'ready'
      ? `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}`
      : undefined
  const networkName = caipNetwork?.name
  const wrong = !isSupported
  return (
    <ShadowButtons>
      {mounted && foyer.apiUrl && (
        <Suspense fallback={null}>
          <AccountIdentity address={address} network={caipNetwork} onChange={onIdentity} />
        </Suspense>
      )}
      {(wrong || networkName) && (
        <button
          type="button"
          className={cx(
            wrong ? 'chain-button wrong' : 'chain-button',
            sizeClass(parts.chainButton),
          )}
          aria-haspopup="dialog"
          aria-label={wrong ? strings.wrongNetwork : strings.networkButton(networkName ?? '')}
          data-testid="foyer-chain-button"
          onPointerEnter={preloadModal}
          onFocus={preloadModal}
          onClick={() => foyer.open(wrong ? 'UnsupportedChain' : 'Networks')}
        >
          {wrong ? (
            <>
              <WarningIcon />
              <span className="chain-name">{strings.wrongNetwork}</span>
            </>
          ) : (
            <>
              <span className={cx('chain-icon', sizeClass(parts.chainIcon))} aria-hidden="true">
                <ChainIcon
                  name={networkName ?? ''}
                  src={caipNetwork && foyer.wallets?.assetImageUrl(caipNetwork.caipNetworkId)}
                />
              </span>
              <span className={cx('chain-name', sizeClass(parts.chainName))}>{networkName}</span>
            </>
          )}
          <ChevronDownIcon />
        </button>
      )}
      <button
        type="button"
        className="connect-button connected"
        aria-haspopup="dialog"
        aria-label={[name, short, amount].filter(Boolean).join(', ')}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => foyer.open()}
      >
        {balanceShown && balance.status !== 'error' && (
          <span className={cx('account-balance', sizeClass(parts.balance))}>
            {amount ?? <SkeletonText width="4em" />}
          </span>
        )}
        <span className="account-part">
          <span className={cx('account-avatar', sizeClass(parts.avatar))}>
            {avatar ? <img src={avatar} alt="" /> : <Identicon address={address} />}
          </span>
          <span className={cx('account-label', sizeClass(parts.label))} title={address}>
            {name ?? short}
          </span>
          <ChevronDownIcon />
        </span>
      </button>
    </ShadowButtons>
  )
}

function ShadowButtons({ children }: { children: ReactNode }) {
  return (
    <ShadowHost>
      <span className="connect-buttons">{children}</span>
    </ShadowHost>
  )
}

/** The network's image from our server, or a monogram without one (no server). Decorative. */
function ChainIcon({ name, src }: { name: string; src: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) return <img src={src} alt="" onError={() => setFailed(true)} />
  return (
    <span className="chain-monogram" style={{ background: monogramColour(name) }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')
