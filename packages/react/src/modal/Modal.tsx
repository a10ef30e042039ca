import { useId } from 'react'
import { useFramePrompt } from '../hooks/useEmbeddedWallet'
import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import { modalCss } from '../styles/modalCss'
import { Dialog } from '../ui/Dialog'
import { Header } from '../ui/Header'
import { ShadowHost } from '../ui/ShadowHost'
import { VIEW_REGISTRY } from '../views/viewRegistry'

/** The modal: the router's current view inside the one dialog. Loaded lazily. */
export default function Modal() {
  const foyer = useFoyer()
  const strings = useStrings()
  const titleId = useId()
  const { open, shake } = useStore(foyer.modal)
  const { view, history, data } = useStore(foyer.router)
  const { connectorUid } = useStore(foyer.signIn)
  const { items } = useStore(foyer.connectors)
  const prompt = useFramePrompt()
  if (!open) return null

  const walletName =
    data.wallet?.name ??
    items.find((item) => item.connector.uid === (connectorUid ?? data.connectorUid))?.connector.name
  const { Component, title } = VIEW_REGISTRY[view]
  return (
    <ShadowHost css={modalCss}>
      <Dialog
        titleId={titleId}
        shake={shake}
        focusKey={view}
        onEscape={() => foyer.router.goBack()}
        onOverlayClick={() => foyer.close()}
      >
        <Header
          title={title(strings, walletName, prompt.kind)}
          titleId={titleId}
          onBack={history.length > 0 ? () => foyer.router.goBack() : undefined}
          onClose={() => foyer.close()}
        />
        {/* The header stays while the view's body scrolls. */}
        <div className="body">
          <Component />
        </div>
      </Dialog>
    </ShadowHost>
  )
}
