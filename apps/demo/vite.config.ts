import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

const port = Number(process.env.DEMO_PORT ?? 5173)

// Workspace packages resolve to their sources (the `@foyer/source` export condition); apps that install
// the packed packages get `dist`.
export default defineConfig({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  plugins: [react()],
  // Imported by lazily loaded panels only: bundled at startup, so that the first visit that loads
  // such a panel is not reloaded by a dependency found late (a stale cache skips the import scan).
  optimizeDeps: { include: ['viem/experimental', 'viem/account-abstraction'] },
  envPrefix: 'FOYER_PUBLIC_',
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    allowedHosts: ['.foyer.localhost', 'localhost'],
  },
  preview: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    allowedHosts: ['.foyer.localhost', 'localhost'],
  },
  build: { target: 'es2022', sourcemap: false },
})
