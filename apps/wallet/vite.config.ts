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
  envPrefix: 'FOYER_PUBLIC_',
  server: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  // viem and the WalletConnect SDK make large chunks; the SDK's loads after the page shows.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
})
