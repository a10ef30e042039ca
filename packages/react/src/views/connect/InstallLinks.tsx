import type { WalletEntry } from '@foyer/protocol'
import { useFoyer } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { ExternalIcon } from '../../ui/icons'
import { WalletImage } from '../../ui/WalletImage'

/** How many wallets the notice offers to install. */
export const INSTALL_LINKS_MAX = 3

/**
 * The extension store page (the directory's `chrome_store`) of the first directory wallets that
 * have one: a browser wallet is an extension, so a homepage or an app store would not do here.
 */
export function installTargets(
  wallets: readonly WalletEntry[],
): { wallet: WalletEntry; href: string }[] {
  const seen = new Set<string>()
  const targets: { wallet: WalletEntry; href: string }[] = []
  for (const wallet of wallets) {
    if (seen.has(wallet.id) || !wallet.chrome_store) continue
    seen.add(wallet.id)
    targets.push({ wallet, href: wallet.chrome_store })
  }
  return targets.slice(0, INSTALL_LINKS_MAX)
}

/**
 * Instead of a browser wallet row that could only fail (docs/product.md, Browser wallets): the
 * product's "No browser wallet found" and where to install one.
 */
export function InstallLinks({ wallets }: { wallets: readonly WalletEntry[] }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const targets = installTargets(wallets)
  return (
    <div className="notice" data-testid="foyer-no-browser-wallet">
      <p className="notice-text">{strings.noWallets}</p>
      {targets.length > 0 && (
        <ul className="install-links" aria-label={strings.installAWallet}>
          {targets.map(({ wallet, href }) => (
            <li key={wallet.id}>
              {/* The visible name is in the accessible one ("Install MetaMask"). */}
              <a
                className="chip"
                href={href}
                target="_blank"
                rel="noreferrer"
                aria-label={strings.installWallet(wallet.name)}
              >
                <WalletImage name={wallet.name} src={foyer.wallets?.imageUrl(wallet)} />
                <span className="install-name">{wallet.name}</span>
                <ExternalIcon />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
