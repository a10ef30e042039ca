import { themeToCssVariables } from '@foyer/core'
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFoyer, useStore } from '../hooks/useFoyer'
import { kitCss } from '../styles/kitCss'

let sheet: CSSStyleSheet | undefined

/** One constructed stylesheet shared by every shadow root; a <style> where unsupported. */
function adoptKitStyles(shadow: ShadowRoot) {
  if ('replaceSync' in CSSStyleSheet.prototype) {
    sheet ??= new CSSStyleSheet()
    if (sheet.cssRules.length === 0) sheet.replaceSync(kitCss)
    shadow.adoptedStyleSheets = [sheet]
  } else if (!shadow.querySelector('style')) {
    const style = document.createElement('style')
    style.textContent = kitCss
    shadow.append(style)
  }
}

/**
 * Renders children inside an open shadow root carrying the kit's stylesheet, and sets the
 * theme's CSS custom properties on the host: page CSS stays out, kit CSS stays in.
 */
export function ShadowHost({ children }: { children: ReactNode }) {
  const foyer = useFoyer()
  const { themeMode, themeVariables } = useStore(foyer.theme)
  const host = useRef<HTMLSpanElement>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)

  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptKitStyles(shadow)
    setRoot(shadow)
  }, [])

  const style = themeToCssVariables(themeMode, themeVariables) as CSSProperties
  return (
    <span ref={host} data-foyer="" data-theme={themeMode} style={style}>
      {root && createPortal(<div className="root">{children}</div>, root)}
    </span>
  )
}
