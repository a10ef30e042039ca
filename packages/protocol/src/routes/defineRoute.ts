import type { z } from 'zod'

/**
 * Who may call a route, and so which policy the server applies to it:
 * - `project`: a project route: projectId, st and sv on every request (docs/product.md), CORS for
 *   the project's allowed origins, rate limited per project and client.
 * - `frame`: a project route the embedded-wallet frame calls from FRAME_ORIGIN: as `project`, and
 *   CORS for the frame origin too.
 * - `public`: no project (the health check, the mailed device-approval link, the relay).
 * - `publicLimited`: no project, rate limited per client (it stores or looks up something on
 *   every call).
 * - `dev`: exists only in dev mode (FOYER_DEV_MODE=true); no project.
 */
export type RouteAccess = 'project' | 'frame' | 'public' | 'publicLimited' | 'dev'

/** `ALL`: every HTTP method (a mounted sub-application). */
export type RouteMethod = 'GET' | 'POST' | 'ALL'

/** One HTTP route, as both the server and its clients know it. */
export type RouteContract<P extends string = string> = {
  readonly method: RouteMethod
  /** Fastify syntax: `/v1/account/:address/balance`, a trailing `*` for everything below. */
  readonly path: P
  readonly access: RouteAccess
  /** The page may be read from every origin (the names gateway: any app resolves names). */
  readonly anyOrigin?: boolean
  readonly query?: z.ZodType
  readonly params?: z.ZodType
  readonly body?: z.ZodType
  readonly response?: z.ZodType
}

/** A route's contract, kept exactly as written (its path a literal type). */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return Object.freeze(route)
}

type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S

/** The `:name` parameters of a path (`*` for a trailing wildcard). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : P extends `${string}*`
    ? '*'
    : never

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string }

export type RouteQuery = Readonly<Record<string, string | number | boolean | undefined>>

type ParamsArg<R extends RouteContract> = [PathParamNames<R['path']>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: PathParams<R['path']>, query?: RouteQuery]

/**
 * The path of `route` with its parameters filled in (each URL-encoded as one segment), then the
 * query values that are set (undefined and '' are left out): `/v1/account/0xab/balance?x=1`.
 */
export function routeUrl<R extends RouteContract>(route: R, ...[params, query]: ParamsArg<R>) {
  const values = (params ?? {}) as Record<string, string>
  const path = route.path.replace(/:(\w+)|\*$/g, (_whole, name: string | undefined) => {
    const key = name ?? '*'
    const value = values[key]
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${key}`)
    return name === undefined ? value : encodeURIComponent(value)
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** Whether `path` (no query) is one of `route`'s paths. */
export function routeMatches(route: RouteContract, path: string): boolean {
  return routePattern(route).test(path)
}

const patterns = new WeakMap<RouteContract, RegExp>()

function routePattern(route: RouteContract): RegExp {
  let pattern = patterns.get(route)
  if (!pattern) {
    const source = route.path
      .split(/(:\w+|\*$)/)
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+?'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')
    pattern = new RegExp(`^${source}$`)
    patterns.set(route, pattern)
  }
  return pattern
}
