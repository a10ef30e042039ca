import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'

/** The social sign-in under way or its last error, as one line. */
export function SocialStatus() {
  const strings = useStrings()
  const signIn = useSignIn('social')
  if (signIn.error) {
    return (
      <p className="error-text" role="alert">
        {errorText(strings, signIn.error)}
      </p>
    )
  }
  if (signIn.status === 'idle' || !signIn.provider) return null
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" />{' '}
      {signIn.status === 'connecting'
        ? strings.socialSigningIn
        : strings.socialPopupWaiting(strings.socialNames[signIn.provider])}
    </p>
  )
}
