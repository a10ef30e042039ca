import { isMobileDevice, walletConnectLink } from '@foyer/core/internal'
import { useCopy } from '../../hooks/useCopy'
import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { QrCode } from '../../ui/QrCode'
import { Spinner } from '../../ui/Spinner'

/**
 * ConnectingWalletConnect: the pairing URI as a QR code (the wallet's image in the middle), a copy
 * link, and the chosen wallet's deep links, opened in the click handler itself so that popup
 * blockers allow them. On a phone, the wallet's link comes first.
 */
export function ConnectingWalletConnectView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const pairing = useSignIn('walletConnect')
  const copy = useCopy()
  const wallet = pairing.wallet
  const imageUrl = !wallet
    ? undefined
    : 'image_id' in wallet
      ? foyer.wallets?.imageUrl(wallet)
      : wallet.image_url

  if (pairing.error) {
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {errorText(strings, pairing.error)}
        </p>
        <button type="button" className="primary" onClick={() => foyer.signIn.retry()}>
          {strings.tryAgain}
        </button>
      </div>
    )
  }
  const uri = pairing.uri
  if (!uri) {
    return (
      <div className="center">
        <Spinner label={strings.preparingPairing} status />
        <p className="muted">{strings.preparingPairing}</p>
      </div>
    )
  }

  const links = wallet
    ? [
        { href: wallet.mobile_link, label: strings.openApp(wallet.name) },
        { href: wallet.desktop_link, label: strings.openDesktopApp(wallet.name) },
        { href: wallet.webapp_link, label: strings.openWebApp2(wallet.name) },
      ].flatMap(({ href, label }) => (href ? [{ href: walletConnectLink(href, uri), label }] : []))
    : []
  const mobile = isMobileDevice()

  return (
    <div className="center">
      {!(mobile && links.length > 0) && (
        <>
          <QrCode value={uri} label={strings.pairingCode} imageUrl={imageUrl} />
          <p className="muted">{wallet ? strings.scanWith(wallet.name) : strings.scanWithWallet}</p>
        </>
      )}
      {links.map((link) => (
        <a
          key={link.href}
          className="item"
          href={link.href}
          target={link.href.startsWith('http') ? '_blank' : undefined}
          rel="noreferrer"
        >
          <span className="name">{link.label}</span>
        </a>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => copy(uri, strings.linkCopied, strings.linkCopyFailed)}
      >
        {strings.copyLink}
      </button>
      <p className="muted" aria-live="polite">
        {strings.approveOnPhone}
      </p>
      {wallet && (
        <button
          type="button"
          className="chip"
          onClick={() => foyer.router.push('Downloads', { wallet })}
        >
          {strings.getWallet(wallet.name)}
        </button>
      )}
    </div>
  )
}
