import { useCountdown } from '../hooks/useCountdown'
import { useStrings } from '../hooks/useStrings'

type ResendButtonProps = {
  label: string
  /** When sending again is allowed (the 30 s cooldown, counted down here). */
  resendAt: number | undefined
  busy: boolean
  onResend(): void
}

/** Sends a code or link again once the cooldown is over, counting down until then. */
export function ResendButton({ label, resendAt, busy, onResend }: ResendButtonProps) {
  const strings = useStrings()
  const seconds = useCountdown(resendAt)
  return (
    <button type="button" className="secondary" disabled={busy || seconds > 0} onClick={onResend}>
      {seconds > 0 ? strings.resendIn(seconds) : label}
    </button>
  )
}
