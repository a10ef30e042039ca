import { referenceWalletUrl } from '../config'
import { strings } from '../strings'
import type { DevStack } from './useDevStack'

/** On the dev stack: where the sign-in codes wait, and the reference wallet to pair with. */
export function DevBanner({ stack }: { stack: DevStack }) {
  if (!stack.on) return null
  return (
    <aside className="dev-banner" aria-label={strings.devBannerLabel}>
      <span className="dev-chip">{strings.devBannerLabel}</span>
      <span className="dev-text">{strings.devBanner}</span>
      <span className="dev-links">
        {stack.mailboxUrl && (
          <span>
            <a href={stack.mailboxUrl} target="_blank" rel="noreferrer">
              {strings.devMailbox}
              <span className="sr-only"> {strings.opensInNewTab}</span>
            </a>{' '}
            <span className="dev-help">— {strings.devMailboxHelp}</span>
          </span>
        )}
        <span>
          <a
            href={referenceWalletUrl}
            target="_blank"
            rel="noreferrer"
            title={strings.referenceWalletHelp}
          >
            {strings.devWallet}
            <span className="sr-only"> {strings.opensInNewTab}</span>
          </a>{' '}
          <span className="dev-help">— {strings.devWalletHelp}</span>
        </span>
      </span>
    </aside>
  )
}
