import { themeToCssVariables } from '@foyer/core'
import { localeDirection } from '@foyer/protocol'
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFoyer, useKitLocale, useStore } from '../hooks/useFoyer'
import { useHydrating } from '../hooks/useHydrating'
import { kitCss } from '../styles/kitCss'

const sheets = new Map<string, CSSStyleSheet>()

/** One constructed stylesheet per text, shared by every shadow root; <style> where unsupported. */
function adoptStyles(shadow: ShadowRoot, texts: readonly string[]) {
  if ('replaceSync' in CSSStyleSheet.prototype) {
    shadow.adoptedStyleSheets = texts.map((text) => {
      let sheet = sheets.get(text)
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(text)
        sheets.set(text, sheet)
      }
      return sheet
    })
  } else if (!shadow.querySelector('style')) {
    const style = document.createElement('style')
    style.textContent = texts.join('\n')
    shadow.append(style)
  }
}

/**
 * Renders children inside an open shadow root carrying the kit's stylesheet (and `css`, e.g. the
 * modal's), and sets the
 * theme's CSS custom properties on the host: page CSS stays out, kit CSS stays in.
 */
export function ShadowHost({ children, css }: { children: ReactNode; css?: string }) {
  const foyer = useFoyer()
  const { themeMode, themeVariables } = useStore(foyer.theme)
  const host = useRef<HTMLSpanElement>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  // The server has no shadow root: its HTML (and the hydrating render) carry the children in the
  // host itself, moved into the shadow root once it is attached.
  const hydrating = useHydrating()

  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(shadow, css ? [kitCss, css] : [kitCss])
    setRoot(shadow)
  }, [css])

  const style = themeToCssVariables(themeMode, themeVariables) as CSSProperties
  // The kit's language and its direction: right to left (ar) mirrors the layout.
  const locale = useKitLocale()
  const content = (
    <div className="root" lang={locale} dir={localeDirection(locale)}>
      {children}
    </div>
  )
  return (
    <span ref={host} data-foyer="" data-theme={themeMode} style={style}>
      {root ? createPortal(content, root) : hydrating ? content : null}
    </span>
  )
}
