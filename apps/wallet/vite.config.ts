import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

const port = Number(process.env.WALLET_PORT ?? 5175)
const hosts = ['.foyer.localhost', 'localhost']

// Workspace packages resolve to their sources (the `@foyer/source` export condition); apps that install
// the packed packages get `dist`.
export default defineConfig({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  plugins: [react()],
  // Bundled at start in one pass: a re-bundle while a page loads reloads it (504 Outdated Optimize
  // Dep), which drops a `?uri=` link (seen after the wallet gained its Solana and Bitcoin keys).
  optimizeDeps: {
    include: [
      '@reown/walletkit',
      '@walletconnect/core',
      '@walletconnect/utils',
      '@noble/curves/ed25519',
      '@noble/curves/secp256k1',
      '@scure/btc-signer',
    ],
  },
  envPrefix: 'FOYER_PUBLIC_',
  server: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  // viem and the WalletConnect SDK make large chunks; the SDK's loads after the page shows.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
})
