import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import {
  createServer as createViteServer,
  defaultClientConditions,
  type PreviewServer,
  preview,
  resolveConfig,
  type ViteDevServer,
} from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFrameAncestorsPolicy, frameAncestorsPlugin } from './frameAncestorsPlugin'
import { EMPTY, type OriginsApi, SHOP, startOriginsApi, UNKNOWN } from './startOriginsApi'

const FRAME_DIR = fileURLToPath(new URL('..', import.meta.url))

function baseUrl(server: ViteDevServer | PreviewServer): string {
  const address = server.httpServer?.address() as AddressInfo
  return `http://127.0.0.1:${address.port}`
}

const page = (base: string, projectId: string) =>
  fetch(`${base}/?projectId=${projectId}&chainId=31337`, { headers: { accept: 'text/html' } })
const csp = (response: Response) => response.headers.get('content-security-policy')

let api: OriginsApi
beforeAll(async () => {
  api = await startOriginsApi()
})
afterAll(async () => {
  await api.close()
})

describe('frameAncestorsPlugin on the Vite dev server', () => {
  let vite: ViteDevServer
  let base: string
  beforeAll(async () => {
    vite = await createViteServer({
      configFile: false,
      root: FRAME_DIR,
      logLevel: 'silent',
      plugins: [frameAncestorsPlugin({ apiUrl: api.url, cacheMs: 200 })],
      // As vite.config.ts: workspace packages from their sources, so no build is needed first.
      resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { host: '127.0.0.1', port: 0, ws: false, watch: null },
    })
    await vite.listen()
    base = baseUrl(vite)
  })
  afterAll(async () => {
    await vite.close()
  })
  afterEach(() => {
    api.failWith(undefined)
  })

  it("sends the frame page with its project's allowed origins as frame-ancestors", async () => {
    const response = await page(base, SHOP)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<main id="foyer-frame">')
    expect(csp(response)).toBe(
      'frame-ancestors https://shop.example https://*.shop.example http://localhost:*',
    )
    const asked = api.requests.at(-1)
    expect(asked?.pathname).toBe('/projects/v1/origins')
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      projectId: SHOP,
      st: SDK_TYPE,
      sv: SDK_VERSION,
    })
  })

  it("sends 'none' for an unknown project, a project without origins and no project", async () => {
    expect(csp(await page(base, UNKNOWN))).toBe("frame-ancestors 'none'")
    expect(csp(await page(base, EMPTY))).toBe("frame-ancestors 'none'")
    const before = api.requests.length
    for (const path of ['/', '/?projectId=nope', `/?projectId=${SHOP.toUpperCase()}`]) {
      expect(csp(await fetch(`${base}${path}`))).toBe("frame-ancestors 'none'")
    }
    expect(api.requests.length).toBe(before)
  })

  it("never takes the API from the page URL's apiUrl", async () => {
    const evil = await startOriginsApi()
    evil.projects.set(SHOP, ['*'])
    try {
      const response = await fetch(`${base}/?projectId=${SHOP}&apiUrl=${evil.url}`)
      expect(csp(response)).toBe(
        'frame-ancestors https://shop.example https://*.shop.example http://localhost:*',
      )
      expect(evil.requests).toEqual([])
    } finally {
      await evil.close()
    }
  })

  it("fails closed with 'none' when the API answers an error, and does not keep that", async () => {
    const fresh = 'd4'.repeat(16)
    api.projects.set(fresh, ['https://fresh.example'])
    api.failWith(500)
    expect(csp(await page(base, fresh))).toBe("frame-ancestors 'none'")
    api.failWith(undefined)
    expect(csp(await page(base, fresh))).toBe('frame-ancestors https://fresh.example')
  })

  it("sends the project's last good origins while the API answers 429 or 5xx", async () => {
    const project = 'f6'.repeat(16)
    api.projects.set(project, ['https://kept.example'])
    expect(csp(await page(base, project))).toBe('frame-ancestors https://kept.example')
    for (const status of [429, 500, 503]) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      api.failWith(status)
      const before = api.requests.length
      expect(csp(await page(base, project))).toBe('frame-ancestors https://kept.example')
      expect(api.requests.length).toBe(before + 1)
    }
  })

  it('keeps an answer briefly, then asks again', async () => {
    const project = 'e5'.repeat(16)
    api.projects.set(project, ['https://one.example'])
    expect(csp(await page(base, project))).toBe('frame-ancestors https://one.example')
    api.projects.set(project, ['https://two.example'])
    const asked = () => api.requests.filter((u) => u.searchParams.get('projectId') === project)
    expect(csp(await page(base, project))).toBe('frame-ancestors https://one.example')
    expect(asked()).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(csp(await page(base, project))).toBe('frame-ancestors https://two.example')
    expect(asked()).toHaveLength(2)
  })

  it("gives the page's scripts 'none' without asking the API", async () => {
    const before = api.requests.length
    const script = await fetch(`${base}/src/main.ts`)
    expect(script.status).toBe(200)
    expect(csp(script)).toBe("frame-ancestors 'none'")
    expect(api.requests.length).toBe(before)
  })
})

describe('frameAncestorsPlugin on the Vite preview server', () => {
  let dir: string
  let server: PreviewServer
  let unreachable: PreviewServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-frame-preview-'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><main id="foyer-frame"></main>')
    const start = (apiUrl: string | undefined) =>
      preview({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [frameAncestorsPlugin({ apiUrl, timeoutMs: 1_000 })],
        build: { outDir: dir },
        preview: { host: '127.0.0.1', port: 0 },
      })
    server = await start(api.url)
    // A port nothing listens on: the API is down.
    const down = createServer()
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const downPort = (down.address() as AddressInfo).port
    await new Promise<void>((resolve) => down.close(() => resolve()))
    unreachable = await start(`http://127.0.0.1:${downPort}`)
  })
  afterAll(async () => {
    await server.close()
    await unreachable.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("sends the built page with its project's frame-ancestors", async () => {
    const response = await page(baseUrl(server), SHOP)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('foyer-frame')
    expect(csp(response)).toBe(
      'frame-ancestors https://shop.example https://*.shop.example http://localhost:*',
    )
    expect(csp(await page(baseUrl(server), UNKNOWN))).toBe("frame-ancestors 'none'")
  })

  it("fails closed with 'none' when the API cannot be reached", async () => {
    const response = await page(baseUrl(unreachable), SHOP)
    expect(response.status).toBe(200)
    expect(csp(response)).toBe("frame-ancestors 'none'")
  })
})

describe('createFrameAncestorsPolicy', () => {
  it("is 'none' without an API URL", async () => {
    const policy = createFrameAncestorsPolicy({ apiUrl: undefined })
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
  })

  it('shares one request between concurrent page loads, and times out to none', async () => {
    const policy = createFrameAncestorsPolicy({ apiUrl: api.url })
    const before = api.requests.length
    const answers = await Promise.all([policy(SHOP), policy(SHOP), policy(SHOP)].map((p) => p))
    expect(new Set(answers).size).toBe(1)
    expect(api.requests.length - before).toBe(1)

    const hanging = createServer(() => {})
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const warnings: string[] = []
    const slow = createFrameAncestorsPolicy({
      apiUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
      timeoutMs: 100,
      warn: (message) => warnings.push(message),
    })
    expect(await slow(SHOP)).toBe("frame-ancestors 'none'")
    expect(warnings[0]).toMatch(/could not be reached/)
    hanging.closeAllConnections()
    await new Promise<void>((resolve) => hanging.close(() => resolve()))
  })

  it('stands in the last good answer for 429, 5xx and an unreachable API, for at most staleMs', async () => {
    let clock = 0
    let answer: () => Response = () =>
      new Response(JSON.stringify({ allowedOrigins: ['https://shop.example'] }))
    const warnings: string[] = []
    const policy = createFrameAncestorsPolicy({
      apiUrl: 'http://api.test',
      cacheMs: 10_000,
      staleMs: 60_000,
      now: () => clock,
      fetch: async () => answer(),
      warn: (message) => warnings.push(message),
    })
    const good = 'frame-ancestors https://shop.example'
    expect(await policy(SHOP)).toBe(good)
    const failures: (() => Response)[] = [
      () => new Response('{"error":{"code":"RATE_LIMITED","message":"x"}}', { status: 429 }),
      () => new Response('{}', { status: 500 }),
      () => new Response('{}', { status: 503 }),
      () => new Response('not json', { status: 200 }),
      () => {
        throw new TypeError('fetch failed')
      },
    ]
    for (const failure of failures) {
      answer = failure
      clock += 10_001
      expect(await policy(SHOP)).toBe(good)
    }
    expect(warnings.at(-1)).toMatch(/could not be reached.*last answer, of 50 s ago/)
    // Past staleMs since the API last answered: fail closed.
    clock += 10_001
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
    expect(warnings.at(-1)).toMatch(/frame-ancestors 'none'$/)
    // A project never answered for gets 'none' at once.
    expect(await policy(EMPTY)).toBe("frame-ancestors 'none'")
  })

  it("gives 'none' once the API says the project is unknown or has no origins, stale or not", async () => {
    let clock = 0
    let answer = () => new Response(JSON.stringify({ allowedOrigins: ['https://shop.example'] }))
    const policy = createFrameAncestorsPolicy({
      apiUrl: 'http://api.test',
      cacheMs: 1_000,
      now: () => clock,
      fetch: async () => answer(),
    })
    expect(await policy(SHOP)).toBe('frame-ancestors https://shop.example')
    answer = () => new Response(JSON.stringify({ allowedOrigins: [] }))
    clock += 1_001
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
    // The last good answer is now "no origins": an outage keeps 'none'.
    answer = () => new Response('{}', { status: 503 })
    clock += 1_001
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
    answer = () => new Response(JSON.stringify({ allowedOrigins: ['https://shop.example'] }))
    clock += 1_001
    expect(await policy(SHOP)).toBe('frame-ancestors https://shop.example')
    answer = () =>
      new Response('{"error":{"code":"UNKNOWN_PROJECT","message":"x"}}', { status: 403 })
    clock += 1_001
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
    answer = () => new Response('{}', { status: 429 })
    clock += 1_001
    expect(await policy(SHOP)).toBe("frame-ancestors 'none'")
  })

  it('keeps a stale stand-in for cacheMs, so a failing API is not asked on every page load', async () => {
    let clock = 0
    let calls = 0
    let status = 200
    const policy = createFrameAncestorsPolicy({
      apiUrl: 'http://api.test',
      cacheMs: 1_000,
      now: () => clock,
      fetch: async () => {
        calls++
        return new Response(JSON.stringify({ allowedOrigins: ['https://a.example'] }), { status })
      },
    })
    await policy(SHOP)
    status = 429
    clock += 1_001
    for (let i = 0; i < 5; i++) {
      expect(await policy(SHOP)).toBe('frame-ancestors https://a.example')
    }
    expect(calls).toBe(2)
  })

  it('keeps at most maxEntries projects', async () => {
    let calls = 0
    const policy = createFrameAncestorsPolicy({
      apiUrl: 'http://api.test',
      maxEntries: 2,
      fetch: async () => {
        calls++
        return new Response(JSON.stringify({ allowedOrigins: ['https://a.example'] }))
      },
    })
    for (const id of ['1', '2', '3', '1']) await policy(id.repeat(32))
    expect(calls).toBe(4)
    await policy('1'.repeat(32))
    expect(calls).toBe(4)
  })
})

describe('the frame’s vite.config.ts', () => {
  it('uses the plugin in the dev and preview servers', async () => {
    const config = await resolveConfig(
      { configFile: join(FRAME_DIR, 'vite.config.ts'), root: FRAME_DIR, logLevel: 'silent' },
      'serve',
    )
    const plugin = config.plugins.find((each) => each.name === 'foyer-frame-ancestors')
    expect(plugin?.configureServer).toBeTypeOf('function')
    expect(plugin?.configurePreviewServer).toBeTypeOf('function')
  })
})
