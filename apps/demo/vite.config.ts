import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

const port = Number(process.env.DEMO_PORT ?? 5173)

// Workspace packages resolve to their sources (the `@foyer/source` export condition); apps that install
// the packed packages get `dist`.
export default defineConfig({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  plugins: [react()],
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
