import type { ViewName } from '@foyer/core'
import { useEffect, useId, useMemo, useReducer, useRef } from 'react'
import { useFramePrompt } from '../hooks/useEmbeddedWallet'
import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import { nextIdle } from '../provider/whenIdle'
import { modalCss } from '../styles/modalCss'
import { Dialog } from '../ui/Dialog'
import { Header } from '../ui/Header'
import { ShadowHost } from '../ui/ShadowHost'
import { loadedView, loadView, preloadViews } from '../views/viewLoader'
import { VIEW_TITLES } from '../views/viewTitles'

export { loadView }

/**
 * The modal: the router's current view inside the one dialog. Loaded lazily, with the Connect
 * group of views; the other groups load when the router goes there (and on idle once open).
 * Closed with no account, it keeps the Connect view hidden (its standby) for the next open.
 */
export default function Modal() {
  const foyer = useFoyer()
  const strings = useStrings()
  const titleId = useId()
  const { open, shake } = useStore(foyer.modal)
  const { view, history, data } = useStore(foyer.router)
  const { connectorUid } = useStore(foyer.signIn)
  const { items } = useStore(foyer.connectors)
  const { isConnected, address } = useStore(foyer.account)
  const prompt = useFramePrompt()
  const [, viewArrived] = useReducer((count: number) => count + 1, 0)
  const ready = loadedView(view) !== undefined
  // Closed with no account, the Connect view (what the next open shows) waits laid out and hidden:
  // opening it is then a style change, not a first render and layout (the one-frame open).
  const standby = !open && !isConnected && !address
  // The view shown last stays (title, body and focus) while the next one's code arrives: no
  // blank dialog, and no Suspense fallback held back by React's throttle. A closed modal forgets
  // it, and a new open shows no view left from before.
  const shown = useRef<ViewName | undefined>(undefined)
  const wasOpen = useRef(open)
  if (!open) shown.current = standby ? 'Connect' : undefined
  else if (ready) shown.current = view
  else if (!wasOpen.current) shown.current = undefined
  wasOpen.current = open

  useEffect(() => {
    if (!open || ready) return
    let live = true
    loadView(view).then(
      () => live && viewArrived(),
      (error: unknown) => {
        if (!live) return
        foyer.logger.error('A view of the modal failed to load', String(error))
        foyer.toasts.show('error', strings.modalLoadFailed)
        if (shown.current) foyer.router.goBack()
        else foyer.close()
      },
    )
    return () => {
      live = false
    }
  }, [open, ready, view, foyer, strings])

  useEffect(() => {
    // The views likely next after this one load while the page idles, so the next step shows at once.
    if (open) void preloadViews(nextIdle, view)
  }, [open, view])

  const current = shown.current
  const Component = current && loadedView(current)
  // The same element while the view stays: opening the standby re-renders no view.
  const body = useMemo(() => Component && <Component />, [Component])
  if (!current || !Component) return null

  const walletName =
    data.wallet?.name ??
    items.find((item) => item.connector.uid === (connectorUid ?? data.connectorUid))?.connector.name
  const title = VIEW_TITLES[current]
  return (
    <ShadowHost css={modalCss}>
      <Dialog
        open={open}
        titleId={titleId}
        shake={shake}
        focusKey={current}
        onEscape={() => foyer.router.goBack()}
        onOverlayClick={() => foyer.close()}
      >
        <Header
          title={title(strings, walletName, prompt.kind)}
          titleId={titleId}
          onBack={open && history.length > 0 ? () => foyer.router.goBack() : undefined}
          onClose={() => foyer.close()}
        />
        {/* The header stays while the view's body scrolls. */}
        <div className="body">{body}</div>
      </Dialog>
    </ShadowHost>
  )
}
