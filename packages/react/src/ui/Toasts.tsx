import type { ToastMessage } from '@foyer/core'
import { useBaseStrings, useFoyer, useStore } from '../hooks/useFoyer'
import { errorText } from '../locale/errorText'
import { ShadowHost } from './ShadowHost'

/** The toast viewport: one toast at a time, announced politely (errors assertively). */
export function Toasts() {
  const foyer = useFoyer()
  const strings = useBaseStrings()
  const { toast } = useStore(foyer.toasts)
  // Core's toasts carry an error's code; the locale words it.
  const words = (message: ToastMessage) =>
    typeof message === 'string' ? message : errorText(strings, message)
  return (
    <ShadowHost>
      <section className="toasts" aria-label={strings.notifications}>
        <div role="status" aria-live="polite">
          {toast && toast.variant !== 'error' && (
            <ToastBody variant={toast.variant} message={words(toast.message)} />
          )}
        </div>
        <div role="alert">
          {toast?.variant === 'error' && (
            <ToastBody variant="error" message={words(toast.message)} />
          )}
        </div>
      </section>
    </ShadowHost>
  )
}

function ToastBody({ variant, message }: { variant: string; message: string }) {
  return (
    <div className={`toast ${variant}`} data-variant={variant}>
      {variant === 'loading' ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="dot" aria-hidden="true" />
      )}
      {message}
    </div>
  )
}
