import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { PasskeyIcon } from '../../ui/icons'

/**
 * The Connect view's passkey entry: "Continue with a passkey" starts `foyer.signIn.passkey`
 * (the frame then asks for the passkey in its own prompt); its progress and failure, by code,
 * show below it.
 */
export function PasskeySignIn({ disabled }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const signIn = useSignIn('passkey')
  const busy = signIn.status !== 'idle' && signIn.status !== 'error'
  return (
    <>
      <button
        type="button"
        className="item"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => void foyer.signIn.passkey()}
        // Pointing at it is choosing it: load the frame now.
        onPointerEnter={() => foyer.signIn.prepare('passkey')}
        onFocus={() => foyer.signIn.prepare('passkey')}
      >
        <span className="wallet-image monogram" aria-hidden="true">
          <PasskeyIcon />
        </span>
        <span className="name">{strings.continueWithPasskey}</span>
      </button>
      {signIn.error ? (
        <p className="error-text" role="alert">
          {errorText(strings, signIn.error)}
        </p>
      ) : busy ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" />{' '}
          {signIn.status === 'connecting' ? strings.passkeySigningIn : strings.waitingForPasskey}
        </p>
      ) : null}
    </>
  )
}
