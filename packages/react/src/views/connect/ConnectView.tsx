import { Fragment } from 'react'
import { useFoyer, useStore } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { LegalCheckbox } from '../../ui/LegalCheckbox'
import { OriginAlert } from '../../ui/OriginAlert'
import { EmailLoginForm } from '../email/EmailLoginForm'
import { PasskeySignIn } from '../passkey/PasskeySignIn'
import { SocialButtons } from '../social/SocialButtons'
import { WalletList } from './WalletList'

/**
 * Connect: the methods in connectMethodsOrder (email, social sign-in, wallets; docs/product.md).
 * A passkey is the embedded wallet's too: its entry follows the email form, shown with it.
 */
export function ConnectView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const features = useStore(foyer.features)
  const { accepted } = useStore(foyer.legalConsent)
  const blocked = features.legalCheckbox && !accepted
  const emailShown = features.email && foyer.embedded.enabled
  // Wallets collapse behind one button with collapseWallets, and beside the email form unless
  // emailShowWallets (docs/product.md).
  const collapsed = features.collapseWallets || (emailShown && !features.emailShowWallets)
  return (
    <>
      <OriginAlert />
      {features.legalCheckbox && <LegalCheckbox />}
      {blocked && <p className="muted">{strings.acceptTermsFirst}</p>}
      {features.connectMethodsOrder.map((method) => {
        if (method === 'email') {
          return emailShown ? (
            <Fragment key={method}>
              <EmailLoginForm disabled={blocked} />
              <PasskeySignIn disabled={blocked} />
            </Fragment>
          ) : null
        }
        if (method === 'social') return <SocialButtons key={method} disabled={blocked} />
        if (method !== 'wallet') return null
        return collapsed ? (
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
        )
      })}
    </>
  )
}
