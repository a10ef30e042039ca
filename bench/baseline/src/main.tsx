// The bench baseline: a bare React 19 page whose button opens a plain dialog <div> with a short,
// hard-coded wallet list (the floor for click → first wallet visible).
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const WALLETS = ['MetaMask', 'Rainbow', 'Coinbase Wallet', 'WalletConnect']

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
          <p>Choose a wallet</p>
          <ul>
            {WALLETS.map((name) => (
              <li key={name}>
                <button type="button">{name}</button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
createRoot(root).render(<App />)
