import { codeSnippet } from '../codeSnippet'
import type { DemoSettings } from '../settings'
import { SIWX_STATEMENT } from '../siwxStatement'
import { strings } from '../strings'
import { CopyButton } from './CopyButton'

/** The code of the playground's configuration, as a dapp would write it, with a copy button. */
export function CodePanel({ settings }: { settings: DemoSettings }) {
  const code = codeSnippet(settings, SIWX_STATEMENT)
  return (
    <section className="card code-card" aria-labelledby="code-title">
      <div className="card-head">
        <div>
          <h2 id="code-title">{strings.code}</h2>
          <p className="hint">{strings.codeHelp}</p>
        </div>
        <CopyButton text={code} className="secondary">
          {strings.copyCode}
        </CopyButton>
      </div>
      {/* Focusable: a keyboard can scroll the code sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <pre className="code" tabIndex={0}>
        <code data-testid="config-code">{code}</code>
      </pre>
    </section>
  )
}
