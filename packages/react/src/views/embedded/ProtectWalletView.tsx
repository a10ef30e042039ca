import { isUnprotected } from '@foyer/core/internal'
import { useWalletRecovery } from '../../hooks/useEmbeddedWallet'
import { useFoyer } from '../../hooks/useFoyer'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { ShieldIcon } from '../../ui/icons'

/**
 * ProtectWallet: offered once after a sign-in whose wallet has no method of the visitor's (only
 * this device, or the operator's custodian where it runs one, can open it elsewhere). "Protect
 * now" asks the frame (PROTECT_WALLET: its own prompt for a passkey or a recovery password);
 * "Later" leaves.
 */
export function ProtectWalletView() {
  const foyer = useFoyer()
  const strings = useStrings()
  const { wallet, state } = useWalletRecovery()
  const done = state.status !== undefined && !isUnprotected(state.status)
  if (done) {
    return (
      <div className="center">
        <p role="status">{strings.walletProtected}</p>
        <button type="button" className="primary" onClick={() => foyer.router.goBack()}>
          {strings.done}
        </button>
      </div>
    )
  }
  const busy = state.busy === 'protect'
  return (
    <div className="center">
      <span className="wallet-image large monogram" aria-hidden="true">
        <ShieldIcon />
      </span>
      <p>
        {state.status?.custodial ? strings.protectWalletHelpCustodial : strings.protectWalletHelp}
      </p>
      {state.error && (
        <p className="error-text" role="alert">
          {errorText(strings, state.error)}
        </p>
      )}
      {busy && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> {strings.protectingWallet}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!wallet || Boolean(state.busy)}
          onClick={() => void wallet?.recovery.protect()}
        >
          {strings.protectNow}
        </button>
        <button type="button" className="secondary" onClick={() => foyer.router.goBack()}>
          {strings.later}
        </button>
      </div>
    </div>
  )
}
