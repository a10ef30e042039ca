import { localeDirection } from '@foyer/protocol'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { testAccounts } from './accounts/testAccounts'
import { testBitcoinKey } from './bitcoin/bitcoinKey'
import { pageConfig } from './config/config'
import { devSolanaKey } from './solana/solanaKey'
import { locale, strings } from './strings'
import { App } from './ui/App'
import { uriFromSearch } from './uri/uriFromSearch'
import { WalletStore } from './wallet/walletStore'

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
// The page speaks the browser's language; Arabic mirrors the layout (right to left).
document.documentElement.lang = locale
document.documentElement.dir = localeDirection(locale)
document.title = strings.title

try {
  const config = pageConfig()
  // The SDK is most of the page's code: it loads while the page already shows.
  const kit = import('./wallet/createWallet').then(({ createWallet }) =>
    createWallet({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      metadata: {
        name: strings.title,
        description: strings.intro,
        url: window.location.origin,
        icons: [],
      },
    }),
  )
  const store = new WalletStore({
    kit,
    relayUrl: config.relayUrl,
    accounts: testAccounts(),
    chains: config.chains,
    others: {
      solana: { key: devSolanaKey(), chains: config.solanaChains },
      bitcoin: { key: testBitcoinKey() },
    },
    preferences: localStorageIfAllowed(),
  })
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  )
  // A `?uri=` link pairs at once; the parameter then leaves the address bar, so that a reload
  // does not pair a used URI again.
  const uri = uriFromSearch(window.location.search)
  if (uri !== undefined) {
    window.history.replaceState(null, '', window.location.pathname)
    void store.pair(uri)
  }
} catch (error) {
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.textContent = `${strings.configError}: ${(error as Error).message}`
  root.replaceChildren(message)
}

/** localStorage, unless the browser refuses it to this page. */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
