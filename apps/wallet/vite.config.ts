import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const port = Number(process.env.WALLET_PORT ?? 5175)
const hosts = ['.foyer.localhost', 'localhost']

export default defineConfig({
  plugins: [react()],
  envPrefix: 'FOYER_PUBLIC_',
  server: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: hosts },
  // viem and the WalletConnect SDK make large chunks; the SDK's loads after the page shows.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
})
