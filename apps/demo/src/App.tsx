import { ConnectButton } from '@foyer/react'
import { lazy, Suspense } from 'react'
import './demo.css'
import { referenceWalletUrl } from './config'
import { AccountPanel } from './panels/AccountPanel'
import { FeaturesPanel } from './panels/FeaturesPanel'
import { NetworkPanel } from './panels/NetworkPanel'
import { SignPanel } from './panels/SignPanel'
import { ThemePanel } from './panels/ThemePanel'
import { strings } from './strings'

/**
 * Loaded after the page: panels of later steps (they pull in wagmi's send and receipt actions
 * among others), so that the page's first JS stays small.
 */
const SiwxPanel = lazy(() => import('./panels/SiwxPanel'))
const SendPanel = lazy(() =>
  import('./panels/SendPanel').then((module) => ({ default: module.SendPanel })),
)
const DevTokensPanel = lazy(() =>
  import('./panels/DevTokensPanel').then((module) => ({ default: module.DevTokensPanel })),
)

export function App() {
  return (
    <main>
      <header>
        <h1>{strings.title}</h1>
        <ConnectButton />
      </header>
      <p>{strings.intro}</p>
      <p>
        <a href={referenceWalletUrl} target="_blank" rel="noreferrer">
          {strings.referenceWallet}
        </a>{' '}
        — {strings.referenceWalletHelp}
      </p>
      <div className="grid">
        <AccountPanel />
        <NetworkPanel />
        <SignPanel />
        <Suspense fallback={null}>
          <SiwxPanel />
        </Suspense>
        <Suspense fallback={null}>
          <SendPanel />
        </Suspense>
        <ThemePanel />
        <FeaturesPanel />
        <Suspense fallback={null}>
          <DevTokensPanel />
        </Suspense>
      </div>
    </main>
  )
}
