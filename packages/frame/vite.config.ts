import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite'
import { frameAncestorsPlugin } from './vite/frameAncestorsPlugin.ts'

const port = Number(process.env.FRAME_PORT ?? 5174)

// Workspace packages resolve to their sources (the `@foyer/source` export condition); apps that install
// the packed packages get `dist`.
export default defineConfig(({ mode }) => ({
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@foyer/source', ...defaultServerConditions] } },
  envPrefix: 'FOYER_PUBLIC_',
  // The page's Content-Security-Policy: frame-ancestors, from the project's allowed origins.
  plugins: [
    frameAncestorsPlugin({
      apiUrl: loadEnv(mode, process.cwd(), 'FOYER_PUBLIC_').FOYER_PUBLIC_API_URL,
    }),
  ],
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
  build: {
    target: 'es2022',
    sourcemap: false,
    // The frame page, and the page social providers send the visitor back to (SOCIAL_CALLBACK_PATH).
    rolldownOptions: { input: ['index.html', 'social-callback.html'] },
  },
}))
