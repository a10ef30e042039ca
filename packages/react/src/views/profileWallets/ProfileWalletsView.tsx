import type { ProfileWallet } from '@foyer/core'
import { useRef, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer'
import { useFoyerWallets } from '../../hooks/useFoyerWallets'
import { useStrings } from '../../hooks/useStrings'
import { truncateAddress } from '../../ui/format'
import { WalletImage } from '../../ui/WalletImage'

/**
 * The wallets connected at once (the multiWallet feature, docs/product.md#profile-wallets): each
 * with its icon, name, short address, namespace and network, the active one marked; a wallet is
 * made active or disconnected here, and Add wallet opens Connect for one more: once it connects,
 * the modal comes back here with it listed and active (`isAddingWallet` in core).
 */
export function ProfileWalletsView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { wallets, switchWallet, disconnectWallet } = useFoyerWallets()
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const add = useRef<HTMLButtonElement>(null)

  async function act(wallet: ProfileWallet, action: 'use' | 'disconnect') {
    setBusy(wallet.id)
    try {
      if (action === 'use') await switchWallet(wallet.id)
      else await disconnectWallet(wallet.id)
    } catch (error) {
      foyer.logger.error('Profile wallet action failed', String(error))
    } finally {
      setBusy(undefined)
      // The row's buttons change or go: focus stays in the view, on Add wallet.
      add.current?.focus()
    }
  }

  return (
    <>
      <ul
        className="list full"
        aria-label={strings.profileWallets.list}
        data-testid="foyer-profile-wallets"
      >
        {wallets.map((wallet) => (
          <WalletRow
            key={wallet.id}
            wallet={wallet}
            busy={busy !== undefined}
            onUse={() => act(wallet, 'use')}
            onDisconnect={() => act(wallet, 'disconnect')}
          />
        ))}
      </ul>
      <div className="center">
        {/* Focus starts here (not on a row's Disconnect): also where Add wallet returns to. */}
        <button
          ref={add}
          type="button"
          className="secondary"
          data-foyer-focus=""
          onClick={() => foyer.router.push('Connect')}
        >
          {strings.profileWallets.add}
        </button>
      </div>
    </>
  )
}

type RowProps = {
  wallet: ProfileWallet
  busy: boolean
  onUse(): void
  onDisconnect(): void
}

function WalletRow({ wallet, busy, onUse, onDisconnect }: RowProps) {
  const strings = useStrings()
  const short = truncateAddress(wallet.address)
  const where = [strings.namespaceNames[wallet.namespace], wallet.network?.name]
    .filter(Boolean)
    .join(' · ')
  return (
    <li data-testid="foyer-profile-wallet" data-active={wallet.active}>
      <div className="item static profile-wallet" aria-current={wallet.active}>
        <WalletImage name={wallet.name} src={wallet.icon} />
        <span className="profile-wallet-details">
          <span className="name">{wallet.name}</span>
          <span className="muted" title={wallet.address}>
            {short}
          </span>
          <span className="profile-wallet-tags">
            <span className="tag" title={where}>
              {where}
            </span>
            {wallet.active && <span className="tag">{strings.profileWallets.active}</span>}
          </span>
        </span>
        <span className="profile-wallet-actions">
          {!wallet.active && (
            <button
              type="button"
              className="chip"
              aria-label={strings.profileWallets.switchToWallet(wallet.name, short)}
              disabled={busy}
              onClick={onUse}
            >
              {strings.profileWallets.use}
            </button>
          )}
          <button
            type="button"
            className="chip"
            aria-label={strings.profileWallets.disconnectWallet(wallet.name, short)}
            disabled={busy}
            onClick={onDisconnect}
          >
            {strings.profileWallets.disconnect}
          </button>
        </span>
      </div>
    </li>
  )
}
