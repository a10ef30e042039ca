import type { SwapPartStatus } from '@foyer/core/internal'
import { useStrings } from '../hooks/useStrings'
import { CheckIcon, CloseIcon } from './icons'

/** One step of a swap or a payment (approve, swap, pay): its mark, its words and its status. */
export function StepRow({
  label,
  status,
  testId,
}: {
  label: string
  status: SwapPartStatus
  testId?: string
}) {
  const strings = useStrings()
  return (
    <li className="swap-step" data-status={status} data-testid={testId}>
      <span className="swap-step-mark" aria-hidden="true">
        {status === 'wallet' || status === 'pending' ? <span className="spinner" /> : null}
        {status === 'done' && <CheckIcon />}
        {status === 'failed' && <CloseIcon />}
      </span>
      <span className="swap-step-label">{label}</span>
      <span className={`status ${status}`}>{strings.swap.partStatus[status]}</span>
    </li>
  )
}
