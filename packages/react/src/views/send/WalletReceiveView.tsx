import { compatibleNetworks } from '@foyer/core/internal'
import { useCopy } from '../../hooks/useCopy'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { CopyIcon } from '../../ui/icons'
import { QrCode } from '../../ui/QrCode'
import { WalletImage } from '../../ui/WalletImage'

/** WalletReceive: the address as text and QR code, a copy button, the compatible networks. */
export function WalletReceiveView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { address } = useStore(foyer.account)
  const { caipNetwork } = useStore(foyer.network)
  const copy = useCopy()
  if (!address || !caipNetwork) return null
  const networks = compatibleNetworks(foyer.networks, caipNetwork)
  return (
    <div className="center">
      <div data-testid="foyer-receive-qr">
        <QrCode value={address} label={strings.receiveQr} />
      </div>
      <p className="break" data-testid="foyer-receive-address">
        {address}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => copy(address, strings.addressCopied, strings.copyFailed)}
      >
        <CopyIcon /> {strings.copyAddress}
      </button>
      <p className="muted">{strings.receiveHelp}</p>
      <ul className="list full" aria-label={strings.compatibleNetworks}>
        {networks.map((network) => (
          <li
            key={network.caipNetworkId}
            className="item static"
            data-testid="foyer-receive-network"
          >
            <WalletImage name={network.name} />
            <span className="name">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
