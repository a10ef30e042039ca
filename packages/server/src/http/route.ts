import { findRoute, type PathParams, type RouteAccess, type RouteContract } from '@foyer/protocol'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (see `route`): its access class and more. */
    contract?: RouteContract
  }
}

export type ContractHandler<R extends RouteContract> = (
  this: FastifyInstance,
  request: FastifyRequest<{ Params: PathParams<R['path']>; Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
) => unknown

/**
 * Registers the route of `contract` (its method and path) with `handler`. The contract rides in
 * the route's config, where the policy hooks read its access class (sdkParamsHook, projectCors,
 * projectRateLimit): no route is public, limited or the frame's but by its contract.
 */
export function route<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: ContractHandler<R>,
  options: Omit<RouteShorthandOptions, 'config'> & Pick<RouteOptions, 'wsHandler'> = {},
) {
  app.route({
    ...options,
    method:
      contract.method === 'ALL'
        ? (app.supportedMethods as RouteOptions['method'])
        : contract.method,
    url: contract.path,
    config: { contract },
    handler: handler as RouteOptions['handler'],
  })
}

/**
 * The contract of the route the request matched; for a request that matched none of its own (a
 * CORS preflight, answered by the catch-all `OPTIONS *`), the contract of its path and the method
 * it announces.
 */
export function requestRoute(request: FastifyRequest): RouteContract | undefined {
  const own = request.routeOptions.config?.contract
  if (own) return own
  const path = request.url.split('?', 1)[0] ?? ''
  const method = request.headers['access-control-request-method']
  return findRoute(path, typeof method === 'string' ? method.toUpperCase() : undefined)
}

/** The access class of the request's route; a path without a contract is a project route. */
export function requestAccess(request: FastifyRequest): RouteAccess {
  return requestRoute(request)?.access ?? 'project'
}

/** Whether the request's route carries no project: public, publicLimited or dev. */
export function isPublicRequest(request: FastifyRequest): boolean {
  const access = requestAccess(request)
  return access === 'public' || access === 'publicLimited' || access === 'dev'
}

export type RegisteredRoute = { method: string; url: string; contract: RouteContract | undefined }

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/**
 * Refuses every route registered on `app` from now on without a contract (see `route`), but the
 * CORS plugin's catch-all preflight (`OPTIONS *`): its policy is that of the path asked for.
 * Remembers each route for registeredRoutes.
 */
export function requireContracts(app: FastifyInstance) {
  const routes: RegisteredRoute[] = []
  registered.set(app, routes)
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method]
    const contract = options.config?.contract
    for (const method of methods) routes.push({ method, url: options.url, contract })
    if (options.url === '*' && options.method === 'OPTIONS') return
    if (!contract) {
      throw new Error(
        `${String(options.method)} ${options.url} has no route contract: add one in @foyer/protocol (routes/) and register it with route()`,
      )
    }
  })
}

/** Every route registered on `app` since requireContracts, each method apart. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? []
}
