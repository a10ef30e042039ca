import { createFoyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { apiUrl, connectTimeoutMs, frameUrl, networks, projectId, shownRpcUrls } from './config'
import { siwxOptions } from './siwxOptions'
import { siwxModeFromQuery, switchesFromQuery } from './switches'

const foyer = createFoyer({
  networks,
  rpcUrls: shownRpcUrls,
  apiUrl,
  projectId,
  features: switchesFromQuery(window.location.search),
  featuredWalletIds: ['metamask', 'rainbow'],
  termsConditionsUrl: `${window.location.origin}/terms`,
  privacyPolicyUrl: `${window.location.origin}/privacy`,
  connectTimeoutMs,
  metadata: { name: 'Foyer demo', url: window.location.origin },
  embeddedWallet: { frameUrl },
  siwx: siwxOptions(siwxModeFromQuery(window.location.search), apiUrl, window.location),
})

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App />
    </FoyerProvider>
  </StrictMode>,
)
