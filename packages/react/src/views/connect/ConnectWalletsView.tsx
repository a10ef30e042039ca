import { useStrings } from '../../hooks/useStrings'
import { WalletList } from './WalletList'

/** The wallet list behind "Continue with a wallet" (collapseWallets). */
export function ConnectWalletsView() {
  const strings = useStrings()
  return (
    <section aria-label={strings.wallets}>
      <WalletList />
    </section>
  )
}
