import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@foyer/devchain'
import { DEV_PROJECT_ID } from '@foyer/protocol'
import { loadConfig } from '@foyer/server'
import { build, preview } from 'vite'
import { startApiServer } from './apiServer'
import { freePort } from './freePort'
import { FRAME_ROOT, OUT_DIR } from './paths'

/** What the dapp page needs from the stack, as its query string reads it (bench/dapp). */
export interface BenchStack {
  /** `?api=…&project=…&frame=…&rpc=…` for the dapp page. */
  query: string
  close(): Promise<void>
}

/**
 * The real server stack the email sign-in needs, as `npm start` runs it but on free ports: one
 * anvil chain, the API in dev mode (dev project, dev mailbox; rate limit off) on an on-disk
 * PGlite, and the embedded-wallet frame built for production and served by vite preview on its
 * own site (wallet.foyer.localhost). `pageOrigins` are the origins the pages are served from:
 * the dev project allows them (and the frame accepts them as parents).
 */
export async function startBenchStack(pageOrigins: string[]): Promise<BenchStack> {
  const cleanups: (() => Promise<unknown>)[] = []
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-stack-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const anvil = await startAnvil({ chainId: 31337, port: 0 })
    cleanups.push(() => anvil.stop())
    const apiPort = await freePort()
    const framePort = await freePort()
    const frameOrigin = `http://wallet.foyer.localhost:${framePort}`
    const server = await startApiServer(
      loadConfig({
        API_PORT: String(apiPort),
        FRAME_PORT: String(framePort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        FOYER_DEV_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        CHAIN_RPC_URLS: `31337=${anvil.rpcUrl}`,
        DEMO_ORIGINS: pageOrigins.join(','),
      }),
    )
    cleanups.push(() => server.close())
    const apiUrl = `http://localhost:${apiPort}`

    // The frame bakes the API's URL in at build time and asks it for its frame-ancestors.
    const previous = process.env.FOYER_PUBLIC_API_URL
    process.env.FOYER_PUBLIC_API_URL = apiUrl
    const frameConfig = { root: FRAME_ROOT, configFile: join(FRAME_ROOT, 'vite.config.ts') }
    const frameOut = `${OUT_DIR}frame`
    try {
      await build({
        ...frameConfig,
        logLevel: 'warn',
        build: { outDir: frameOut, emptyOutDir: true },
      })
      const frame = await preview({
        ...frameConfig,
        logLevel: 'warn',
        build: { outDir: frameOut },
        preview: { host: '127.0.0.1', port: framePort, strictPort: true },
      })
      cleanups.push(() => frame.close())
    } finally {
      if (previous === undefined) delete process.env.FOYER_PUBLIC_API_URL
      else process.env.FOYER_PUBLIC_API_URL = previous
    }

    const query = new URLSearchParams({
      api: apiUrl,
      project: DEV_PROJECT_ID,
      frame: `${frameOrigin}/`,
      rpc: anvil.rpcUrl,
    })
    return { query: `?${query}`, close }
  } catch (error) {
    await close()
    throw error
  }
}
