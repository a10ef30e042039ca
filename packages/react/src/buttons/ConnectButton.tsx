import { useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import { preloadModal } from '../provider/FoyerProvider'
import { truncateAddress } from '../ui/format'
import { ShadowHost } from '../ui/ShadowHost'

/** Opens the modal: Connect when disconnected, the account when connected. */
export function ConnectButton() {
  const foyer = useFoyer()
  const strings = useBaseStrings()
  const { status, address } = useStore(foyer.account)
  // Connected, or restoring a known connection (a reload; the server's render): its account.
  const connected = status !== 'disconnected' && address
  return (
    <ShadowHost>
      <button
        type="button"
        className={connected ? 'connect-button connected' : 'connect-button'}
        aria-haspopup="dialog"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => foyer.open()}
      >
        {connected
          ? truncateAddress(address)
          : status === 'connecting'
            ? strings.connecting
            : strings.connectWallet}
      </button>
    </ShadowHost>
  )
}
