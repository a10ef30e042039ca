import {
  type ChainNamespace,
  SIWX_ROUTES,
  type SiwxNonceResponse,
  type SiwxSession,
  siwxVerifyRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseBody } from '../auth/parseBody'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { checkSiwxMessage } from './checkSiwxMessage'
import { isSiwxOriginAllowed } from './isSiwxOriginAllowed'
import { resolveSiwxChain, SIWX_NAMESPACES } from './resolveSiwxChain'
import { readSiwxCookie, writeSiwxCookie } from './siwxCookie'
import { siwxError } from './siwxError'
import { checkSiwxNonce, issueSiwxNonce } from './siwxNonces'
import { createSiwxSession, deleteSiwxSession, findSiwxSession } from './siwxSessions'
import { verifySiwxSignature } from './verifySiwxSignature'

export interface SiwxRoutesDeps {
  db: Database
  now: () => Date
  /** The chains signatures are checked on (a message for another chain is refused). */
  registry: ChainRegistry
  clients: ChainClients
  /** The API's public URL (config.publicApiUrl): over https, the session cookie is Secure. */
  publicApiUrl: string
  /** The namespaces sign-in is served on (default SIWX_NAMESPACES: eip155, solana, bip122). */
  namespaces?: readonly ChainNamespace[]
}

/**
 * Sign in with the wallet (SIWX: EIP-4361 on eip155, CAIP-122 on solana and bip122, signatures
 * checked by verifySiwxSignature), project routes the page calls with its
 * cookies: `GET nonce`, `POST verify` {message, signature} (sets the httpOnly session cookie),
 * `GET me` (the session, else 401), `POST signout` (deletes the session, clears the cookie).
 * Paths in SIWX_PATHS; CORS allows credentials for the project's allowed origins there.
 */
export function siwxRoutes(app: FastifyInstance, deps: SiwxRoutesDeps) {
  const cookieOf = (project: Project) => ({
    projectId: project.id,
    publicApiUrl: deps.publicApiUrl,
  })
  route(app, SIWX_ROUTES.nonce, async (request, reply): Promise<SiwxNonceResponse> => {
    const project = requestProject(request)
    const { nonce, expiresAt } = await issueSiwxNonce(deps.db, {
      projectId: project.id,
      now: deps.now(),
    })
    reply.header('cache-control', 'no-store')
    return { nonce, expiresAt: expiresAt.toISOString() }
  })

  route(app, SIWX_ROUTES.verify, async (request, reply): Promise<SiwxSession> => {
    const project = requestProject(request)
    requireAllowedOrigin(request, project)
    const now = deps.now()
    const { message: text, signature } = parseBody(siwxVerifyRequestSchema, request.body)
    const { message } = checkSiwxMessage(text, {
      allowedOrigins: project.allowedOrigins,
      now,
    })
    const client = await resolveSiwxChain(message.chainId, {
      registry: deps.registry,
      clients: deps.clients,
      namespaces: deps.namespaces ?? SIWX_NAMESPACES,
    })
    const nonce = { projectId: project.id, nonce: message.nonce, now }
    await checkSiwxNonce(deps.db, { ...nonce, consume: false })
    await verifySiwxSignature(
      { chainId: message.chainId, address: message.accountAddress, message: text, signature },
      client,
    )
    await checkSiwxNonce(deps.db, { ...nonce, consume: true })
    const { token, session } = await createSiwxSession(deps.db, {
      projectId: project.id,
      session: {
        address: message.accountAddress,
        chainId: message.chainId,
        domain: message.domain,
        uri: message.uri,
        issuedAt: message.issuedAt ?? now.toISOString(),
      },
      expirationTime: message.expirationTime ? new Date(message.expirationTime) : undefined,
      message: text,
      signature,
      now,
    })
    writeSiwxCookie(request, reply, cookieOf(project), {
      value: token,
      expiresAt: new Date(session.expiresAt),
      now,
    })
    reply.header('cache-control', 'no-store')
    return session
  })

  route(app, SIWX_ROUTES.me, async (request, reply): Promise<SiwxSession> => {
    const project = requestProject(request)
    const token = readSiwxCookie(request, project.id)
    const session = token
      ? await findSiwxSession(deps.db, { projectId: project.id, token, now: deps.now() })
      : undefined
    reply.header('cache-control', 'no-store')
    if (!session) throw siwxError(401, 'UNAUTHORIZED', 'Not signed in')
    return session
  })

  route(app, SIWX_ROUTES.signOut, async (request, reply) => {
    const project = requestProject(request)
    requireAllowedOrigin(request, project)
    const token = readSiwxCookie(request, project.id)
    if (token) await deleteSiwxSession(deps.db, { projectId: project.id, token })
    writeSiwxCookie(request, reply, cookieOf(project), undefined)
    return reply.status(204).send()
  })
}

/**
 * A browser request that changes the session must come from one of the project's allowed
 * origins (403 ORIGIN_NOT_ALLOWED; an entry allowing every host does not count:
 * isSiwxOriginAllowed); requests without an Origin (not from a page) pass.
 */
function requireAllowedOrigin(request: FastifyRequest, project: Project) {
  const { origin } = request.headers
  if (origin !== undefined && !isSiwxOriginAllowed(origin, project.allowedOrigins)) {
    throw siwxError(403, 'ORIGIN_NOT_ALLOWED', `${origin} is not an allowed origin of this project`)
  }
}
