import { useFoyer, useStore, useStrings } from '../hooks/useFoyer'
import { LegalCheckbox } from '../ui/LegalCheckbox'
import { OriginAlert } from '../ui/OriginAlert'
import { WalletList } from './WalletList'

/** Connect: the methods in connectMethodsOrder. Only the wallet method is built so far. */
export function ConnectView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const features = useStore(foyer.features)
  const { accepted } = useStore(foyer.legalConsent)
  const blocked = features.legalCheckbox && !accepted
  // Wallets collapse behind one button with collapseWallets. (emailShowWallets joins this rule
  // when the email form exists: it collapses them beside the form.)
  const collapsed = features.collapseWallets
  return (
    <>
      <OriginAlert />
      {features.legalCheckbox && <LegalCheckbox />}
      {blocked && <p className="muted">{strings.acceptTermsFirst}</p>}
      {features.connectMethodsOrder.map((method) =>
        method !== 'wallet' ? null : collapsed ? (
          <button
            key={method}
            type="button"
            className="item"
            disabled={blocked}
            onClick={() => foyer.router.push('ConnectWallets')}
          >
            <span className="name">{strings.continueWithWallet}</span>
          </button>
        ) : (
          <section key={method} aria-label={strings.wallets}>
            <WalletList disabled={blocked} />
          </section>
        ),
      )}
    </>
  )
}
