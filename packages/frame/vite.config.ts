import { defineConfig } from 'vite'

const port = Number(process.env.FRAME_PORT ?? 5174)

export default defineConfig({
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
