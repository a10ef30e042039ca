import { useFoyer } from '../../hooks/useFoyer'
import { useSignIn } from '../../hooks/useSignIn'
import { useStrings } from '../../hooks/useStrings'
import { errorText } from '../../locale/errorText'
import { EmailForm } from '../../ui/EmailForm'
import { loadView } from '../viewLoader'

/** The email sign-in form of the Connect view: a valid address starts `foyer.signIn.email`. */
export function EmailLoginForm({ disabled }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const email = useSignIn('email')
  // A failure before any code or link was sent belongs to the form; later ones to their view.
  const error = email.error && !email.step ? errorText(strings, email.error) : undefined
  // Typing an address or clicking the form is choosing email: load what it needs now (the frame,
  // whose ready delay then passes while the visitor types, and the code view).
  const interest = () => {
    foyer.signIn.prepare('email')
    void loadView('EmailVerifyOtp').catch(() => undefined)
  }
  return (
    <EmailForm
      label={strings.email}
      hideLabel
      submitLabel={strings.continueWithEmail}
      busy={email.status === 'starting' || email.status === 'connecting'}
      disabled={disabled}
      error={error}
      defaultValue={email.email}
      onEmail={(address) => void foyer.signIn.email(address)}
      onInterest={interest}
    />
  )
}
