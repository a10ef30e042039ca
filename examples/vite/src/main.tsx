import { createFoyer, devChainA } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// The local dev chain (anvil, chain id 31337; `npm start` in the Foyer repository runs it at
// http://127.0.0.1:8545). Add `apiUrl` and `projectId` to reach a Foyer server: the wallet
// directory, email and social sign-in.
const foyer = createFoyer({
  networks: [devChainA],
  rpcUrls: { 31337: import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545' },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <main>
        <h1>Foyer with Vite</h1>
        <ConnectButton />
      </main>
    </FoyerProvider>
  </StrictMode>,
)
