import { useLayoutEffect, useRef } from 'react'
import { useEmbeddedWallet, useFramePrompt } from '../../hooks/useEmbeddedWallet'
import { useStrings } from '../../hooks/useStrings'

/**
 * ApproveTransaction: the frame's own UI, shown over this view's area: an approval, or a
 * passkey, recovery or export prompt (its kind titles the view). The page only places the
 * frame; what the visitor does happens inside it, out of the page's reach.
 */
export function ApproveTransactionView() {
  const strings = useStrings()
  const wallet = useEmbeddedWallet()
  const { kind } = useFramePrompt()
  const area = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = area.current
    if (!wallet || !element) return
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      wallet.showFrame({ top, left, width, height })
    }
    place()
    wallet.messenger.iframe()?.focus()
    // The area moves without changing size while the dialog's height follows the view (a CSS
    // transition from the previous view's height): the dialog's own size changes say when.
    const observer = new ResizeObserver(place)
    observer.observe(element)
    const dialog = element.closest('.dialog')
    if (dialog) observer.observe(dialog)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      wallet.showFrame(undefined)
    }
  }, [wallet])
  return (
    <>
      <p className="muted">{strings.promptHelp[kind ?? 'request']}</p>
      <div ref={area} className="frame-area" />
    </>
  )
}
