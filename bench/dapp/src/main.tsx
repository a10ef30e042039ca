// The bench's dapp-shaped page: Foyer's provider and one button of the page's own that opens the
// modal through the `useFoyerModal()` hook, as a dapp that styles its own button does. The API,
// frame and chain come from the query (`?api=…&frame=…&rpc=…`): the bench starts them on free ports.
import { createFoyer, devChainA } from '@foyer/core'
import { FoyerProvider, useFoyerModal } from '@foyer/react'
import { createRoot } from 'react-dom/client'

const query = new URLSearchParams(window.location.search)
const apiUrl = query.get('api') ?? undefined
const frameUrl = query.get('frame') ?? undefined
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:8545'

const foyer = createFoyer({
  networks: [devChainA],
  rpcUrls: { [Number(devChainA.id)]: rpcUrl },
  apiUrl,
  projectId: query.get('project') ?? undefined,
  metadata: { name: 'Bench dapp', url: window.location.origin },
  ...(frameUrl ? { embeddedWallet: { frameUrl } } : {}),
})

function App() {
  const { open } = useFoyerModal()
  return (
    <main>
      <button type="button" onClick={() => open()}>
        Connect Wallet
      </button>
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
createRoot(root).render(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
