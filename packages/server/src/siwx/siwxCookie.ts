import type { FastifyReply, FastifyRequest } from 'fastify'

/** Where the session cookie is sent: only to the SIWX routes. */
export const SIWX_COOKIE_PATH = '/auth/v1/siwx'

/** The session cookie of a project: one per project, so two dapps on one API keep theirs. */
export function siwxCookieName(projectId: string): string {
  return `foyer_siwx_${projectId}`
}

/** The session token the request's cookie carries for `projectId`, if any. */
export function readSiwxCookie(request: FastifyRequest, projectId: string): string | undefined {
  const name = siwxCookieName(projectId)
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim()
      return /^[A-Za-z0-9_-]{16,256}$/.test(value) ? value : undefined
    }
  }
  return undefined
}

/**
 * Sets (token) or clears (undefined) the session cookie: HttpOnly (page scripts never see it),
 * SameSite=Lax (sent by same-site pages, not by other sites' requests), and Secure whenever the
 * API is public over https (`publicApiUrl`), also behind a TLS proxy that Fastify does not trust
 * (request.protocol then reads http), or when the request itself came over https.
 */
export function writeSiwxCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { projectId, publicApiUrl }: { projectId: string; publicApiUrl: string },
  token: { value: string; expiresAt: Date; now: Date } | undefined,
) {
  const maxAge = token
    ? Math.max(0, Math.floor((token.expiresAt.getTime() - token.now.getTime()) / 1000))
    : 0
  const secure = /^https:/i.test(publicApiUrl) || request.protocol === 'https'
  const attributes = [
    `${siwxCookieName(projectId)}=${token?.value ?? ''}`,
    `Path=${SIWX_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]
  reply.header('set-cookie', attributes.join('; '))
}
