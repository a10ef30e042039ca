import { ConnectButton } from '@foyer/react'
import './demo.css'
import { referenceWalletUrl } from './config'
import { AccountPanel } from './panels/AccountPanel'
import { DevTokensPanel } from './panels/DevTokensPanel'
import { FeaturesPanel } from './panels/FeaturesPanel'
import { NetworkPanel } from './panels/NetworkPanel'
import { SendPanel } from './panels/SendPanel'
import { SignPanel } from './panels/SignPanel'
import { ThemePanel } from './panels/ThemePanel'
import { strings } from './strings'

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
        <SendPanel />
        <ThemePanel />
        <FeaturesPanel />
        <DevTokensPanel />
      </div>
    </main>
  )
}
