import { createFoyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { apiUrl, connectTimeoutMs, frameUrl, networks, projectId, shownRpcUrls } from './config'
import { RADII, settingsFromQuery } from './settings'
import { siwxOptions } from './siwxOptions'
import { systemTheme } from './useResolvedTheme'

// The playground's settings (the query string) are the kit's options from the first render on.
const settings = settingsFromQuery(window.location.search)
const themeMode = settings.theme === 'auto' ? systemTheme() : settings.theme
document.documentElement.dataset.demoTheme = themeMode

// No `wagmiConfig` nor `queryClient`: Foyer builds wagmi's config right after the first render,
// and the panels that call wagmi's or react-query's hooks load later and wait for them (App.tsx),
// so that the page's first JS carries neither.
const foyer = createFoyer({
  networks,
  rpcUrls: shownRpcUrls,
  apiUrl,
  projectId,
  themeMode,
  themeVariables: {
    '--foyer-accent': settings.accent,
    '--foyer-border-radius-master': RADII[settings.radius],
  },
  features: {
    ...settings.switches,
    ...(settings.order ? { connectMethodsOrder: settings.order } : {}),
  },
  featuredWalletIds: ['metamask', 'rainbow'],
  termsConditionsUrl: `${window.location.origin}/terms`,
  privacyPolicyUrl: `${window.location.origin}/privacy`,
  connectTimeoutMs,
  metadata: { name: 'Foyer demo', url: window.location.origin },
  embeddedWallet: { frameUrl },
  siwx: siwxOptions(settings.siwx, apiUrl, window.location),
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
