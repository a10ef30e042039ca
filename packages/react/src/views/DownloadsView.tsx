import { useFoyer, useStore, useStrings } from '../hooks/useFoyer'
import { WalletImage } from '../ui/WalletImage'

/** A directory wallet that is not installed: why it cannot connect here, and where to get it. */
export function DownloadsView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { data } = useStore(foyer.router)
  const wallet = data.wallet
  if (!wallet) return null
  const field = (name: 'chrome_store' | 'app_store' | 'play_store') =>
    name in wallet ? ((wallet as Record<string, unknown>)[name] as string | null) : null
  const links = [
    [field('chrome_store'), strings.getExtension],
    [wallet.webapp_link, strings.openWebApp],
    [field('app_store'), strings.appStore],
    [field('play_store'), strings.googlePlay],
    [wallet.homepage, strings.website],
  ].filter((link): link is [string, string] => typeof link[0] === 'string' && link[0] !== '')
  return (
    <div className="center">
      <WalletImage
        name={wallet.name}
        src={foyer.wallets && 'image_id' in wallet ? foyer.wallets.imageUrl(wallet) : undefined}
        large
      />
      {links.length > 0 ? (
        <>
          <p>{strings.notInstalled(wallet.name)}</p>
          <p className="muted">{strings.installThenReload}</p>
          <ul className="list">
            {links.map(([href, label]) => (
              <li key={label}>
                <a className="item" href={href} target="_blank" rel="noreferrer">
                  <span className="name">{label}</span>
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
