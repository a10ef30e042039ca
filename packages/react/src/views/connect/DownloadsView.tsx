import { type WalletLinkKind, walletLinks } from '@foyer/core/internal'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { WalletImage } from '../../ui/WalletImage'

/** A directory wallet that is not installed: why it cannot connect here, and where to get it. */
export function DownloadsView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { data } = useStore(foyer.router)
  const wallet = data.wallet
  if (!wallet) return null
  const label: Record<WalletLinkKind, string> = {
    extension: strings.getExtension,
    webapp: strings.openWebApp,
    appStore: strings.appStore,
    playStore: strings.googlePlay,
    homepage: strings.website,
  }
  const links = walletLinks(wallet)
  const image = 'image_id' in wallet ? foyer.wallets?.imageUrl(wallet) : wallet.image_url
  return (
    <div className="center">
      <WalletImage name={wallet.name} src={image} large />
      {links.length > 0 ? (
        <>
          <p>{strings.notInstalled(wallet.name)}</p>
          <p className="muted">{strings.installThenReload}</p>
          <ul className="list">
            {links.map(({ kind, href }) => (
              <li key={kind}>
                <a className="item" href={href} target="_blank" rel="noreferrer">
                  <span className="name">{label[kind]}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p role="alert">{strings.noWayToConnect(wallet.name)}</p>
      )}
    </div>
  )
}
