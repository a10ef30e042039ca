import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { frameAncestorsSources } from '../../protocol/src/frame/frameAncestorsSources.ts'
// Relative, not `@foyer/protocol`: Vite 8 bundles vite.config.ts with its relative imports only
// and leaves bare imports to Node, which cannot load the workspace's TypeScript sources.
import { REMOTE_CONFIG_ROUTES } from '../../protocol/src/routes/remoteConfigRoutes.ts'
import { SDK_TYPE, SDK_VERSION } from '../../protocol/src/sdk.ts'
import { allowedOriginsResponseSchema, projectIdSchema } from '../../protocol/src/sdkParams.ts'

export type FrameAncestorsOptions = {
  /**
   * The Foyer API (FOYER_PUBLIC_API_URL) that knows the projects' allowed origins. Never the
   * page URL's `apiUrl`, which whoever embeds the frame chooses. Unset: every page gets 'none'.
   */
  apiUrl: string | undefined
  /** How long a project's answer is kept (default 10 s). */
  cacheMs?: number
  /**
   * How long the last good answer of a project stands in when the API cannot answer (429, 5xx,
   * unreachable, timeout; default 24 h): stale-if-error, so that a rate limit or an outage never
   * turns the frame page to 'none' for a project that has origins.
   */
  staleMs?: number
  /** How long to wait for the API (default 3 s); then the page gets 'none'. */
  timeoutMs?: number
  /** Most projects kept at once (default 256); the oldest entry goes first. */
  maxEntries?: number
  fetch?: typeof fetch
  now?: () => number
  /** Told when the API cannot be asked (unreachable, timeout, unexpected answer). */
  warn?: (message: string) => void
}

type Cached = {
  sources: string
  /** Until then the answer is served without asking. */
  expires: number
  /** When the API last gave this answer: it stands in for failures until `answeredAt + staleMs`. */
  answeredAt: number
}

/**
 * `frame-ancestors <sources>` of the page's project: the frame page URL's `projectId` → the API's
 * `GET /projects/v1/origins` → frameAncestorsSources. `'none'` without a valid projectId, without
 * an API URL, for an unknown project (401/403/404) or one without origins. When the API cannot
 * answer (429, 5xx, unreachable, timeout, a malformed answer) the project's last good answer
 * stands in if it is at most `staleMs` old (stale-if-error, kept another `cacheMs`); without one
 * the page fails closed with `'none'`, not kept, so a page load after the API comes back is
 * served right. Answers are cached for `cacheMs`; concurrent lookups of one project share one
 * request; at most `maxEntries` projects are remembered.
 */
export function createFrameAncestorsPolicy(
  options: FrameAncestorsOptions,
): (projectId: string | null | undefined) => Promise<string> {
  const cacheMs = options.cacheMs ?? 10_000
  const staleMs = options.staleMs ?? 24 * 60 * 60 * 1000
  const timeoutMs = options.timeoutMs ?? 3_000
  const maxEntries = options.maxEntries ?? 256
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? Date.now
  const cache = new Map<string, Cached>()
  const inFlight = new Map<string, Promise<string>>()

  async function lookup(apiUrl: string, projectId: string): Promise<string> {
    const url = new URL(REMOTE_CONFIG_ROUTES.allowedOrigins.path, apiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', SDK_TYPE)
    url.searchParams.set('sv', SDK_VERSION)
    let status: number
    let body: unknown
    try {
      const response = await fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      body = await response.json().catch(() => undefined)
    } catch (error) {
      return failed(
        projectId,
        `frame-ancestors: the API at ${apiUrl} could not be reached (${(error as Error).message})`,
      )
    }
    if (status === 401 || status === 403 || status === 404) return remember(projectId, "'none'")
    const parsed = allowedOriginsResponseSchema.safeParse(body)
    if (status !== 200 || !parsed.success) {
      return failed(projectId, `frame-ancestors: the API answered ${status} to ${url.pathname}`)
    }
    return remember(projectId, frameAncestorsSources(parsed.data.allowedOrigins))
  }

  /** The API gave no answer: the last good one while it is fresh enough, else 'none'. */
  function failed(projectId: string, why: string): string {
    const last = cache.get(projectId)
    if (last && now() - last.answeredAt <= staleMs) {
      options.warn?.(
        `${why}; the frame page is sent with the project's last answer, of ${Math.round((now() - last.answeredAt) / 1000)} s ago`,
      )
      return remember(projectId, last.sources, last.answeredAt)
    }
    options.warn?.(`${why}; the frame page is sent with frame-ancestors 'none'`)
    return "'none'"
  }

  function remember(projectId: string, sources: string, answeredAt = now()): string {
    cache.delete(projectId)
    cache.set(projectId, { sources, expires: now() + cacheMs, answeredAt })
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value
      if (oldest === undefined) break
      cache.delete(oldest)
    }
    return sources
  }

  return async (projectId) => {
    const apiUrl = options.apiUrl
    const parsed = projectIdSchema.safeParse(projectId)
    if (!apiUrl || !parsed.success) return "frame-ancestors 'none'"
    const id = parsed.data
    const cached = cache.get(id)
    if (cached && cached.expires > now()) return `frame-ancestors ${cached.sources}`
    let pending = inFlight.get(id)
    if (!pending) {
      pending = lookup(apiUrl, id).finally(() => inFlight.delete(id))
      inFlight.set(id, pending)
    }
    return `frame-ancestors ${await pending}`
  }
}

/**
 * Connect middleware that sends `Content-Security-Policy: frame-ancestors …` with every response:
 * the project's list when the request's query carries its `projectId` (the frame page), else
 * `'none'` (nothing else of the frame is meant to be embedded).
 */
export function frameAncestorsMiddleware(options: FrameAncestorsOptions) {
  const policy = createFrameAncestorsPolicy(options)
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const projectId = new URL(request.url ?? '/', 'http://frame.invalid').searchParams.get(
      'projectId',
    )
    policy(projectId).then(
      (value) => {
        response.setHeader('Content-Security-Policy', value)
        next()
      },
      (error: unknown) => next(error),
    )
  }
}

/**
 * The frame's Vite plugin: frameAncestorsMiddleware in front of the dev server (`vite`) and the
 * preview server (`vite preview`). Behind another web server, send the same header there (see
 * the README, "Hosting the embedded-wallet frame").
 */
export function frameAncestorsPlugin(options: Omit<FrameAncestorsOptions, 'warn'>): Plugin {
  const install = (server: ViteDevServer | PreviewServer) => {
    const { logger } = server.config
    if (!options.apiUrl) {
      logger.warn(
        "FOYER_PUBLIC_API_URL is not set: the frame page is sent with frame-ancestors 'none'",
      )
    }
    server.middlewares.use(frameAncestorsMiddleware({ ...options, warn: (m) => logger.warn(m) }))
  }
  return {
    name: 'foyer-frame-ancestors',
    configureServer: install,
    configurePreviewServer: install,
  }
}
