import { AUTH_ROUTES } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { escapeHtml } from '../mail/escapeHtml'
import type { AuthDeps } from './authDeps'
import { type DeviceWaitResponse, deviceWaitRequestSchema } from './authProtocol'
import { type ApproveResult, approveByToken, claimApproval, peekApproval } from './deviceApprovals'
import { parseBody } from './parseBody'
import { createSession } from './sessions'
import { findUserByEmail } from './users'

type PageKind = ApproveResult | 'pending'

const PAGES: Record<PageKind, { status: number; title: string; text: string }> = {
  pending: {
    status: 200,
    title: 'Approve this device?',
    text: 'Approve only if you just tried to sign in to your wallet on a new device: whoever started that sign-in gets into your wallet.',
  },
  approved: {
    status: 200,
    title: 'Device approved',
    text: 'This device is approved; return to the page where you were signing in.',
  },
  unknown: {
    status: 400,
    title: 'Link not valid',
    text: 'This approval link is not valid. Sign in again to get a new one.',
  },
  used: {
    status: 410,
    title: 'Link already used',
    text: 'This approval link was already used. If your device is not signed in, sign in again to get a new one.',
  },
  expired: {
    status: 410,
    title: 'Link expired',
    text: 'This approval link has expired. Sign in again to get a new one.',
  },
}

const TOKEN = /^[A-Za-z0-9_-]{16,256}$/

function sendPage(reply: FastifyReply, kind: PageKind, token?: string) {
  const { status, title, text } = PAGES[kind]
  const form =
    kind === 'pending' && token
      ? `<form method="post" action="${AUTH_ROUTES.deviceApprove.path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="font-size:1.1rem;padding:.5rem 1rem">Approve this device</button></form>`
      : ''
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</body></html>`,
    )
}

function tokenOf(source: unknown): string | undefined {
  const token = (source as { token?: unknown } | undefined)?.token
  return typeof token === 'string' && TOKEN.test(token) ? token : undefined
}

/**
 * The mailed link (public, HTML). `GET /auth/v1/device/approve?token=…` only shows a confirm
 * button (mail scanners that open links must not approve anything); its form
 * `POST /auth/v1/device/approve` (`token`, form-encoded or JSON) approves the device, once,
 * within OTP_TTL_SECONDS. Bad, used or expired links get an error page (400 / 410).
 */
export async function deviceApproveRoute(
  app: FastifyInstance,
  deps: Pick<AuthDeps, 'db' | 'now' | 'hasher'>,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    route(scope, AUTH_ROUTES.deviceApprovePage, async (request, reply) => {
      const token = tokenOf(request.query)
      const kind = token
        ? await peekApproval(deps.db, await deps.hasher(), token, deps.now())
        : 'unknown'
      return sendPage(reply, kind, token)
    })
    route(scope, AUTH_ROUTES.deviceApprove, async (request, reply) => {
      const token = tokenOf(request.body)
      const kind = token
        ? await approveByToken(deps.db, await deps.hasher(), token, deps.now())
        : 'unknown'
      return sendPage(reply, kind)
    })
  })
}

const noPending = () => new ApiError(400, 'NO_PENDING_APPROVAL')

/**
 * `POST /auth/v1/device/wait {email, deviceId}`: holds the request up to deviceWaitMs; answers
 * `{approved: true, token, expiresAt, user}` once the link is clicked, else `{approved: false}`.
 * 400 NO_PENDING_APPROVAL without a link waiting, 410 EXPIRED when it expired unclicked.
 */
export function deviceWaitRoute(app: FastifyInstance, deps: AuthDeps) {
  route(app, AUTH_ROUTES.deviceWait, async (request, reply): Promise<DeviceWaitResponse> => {
    // The frame went away: stop polling. The response's 'close' says so; `request.raw.destroyed`
    // does not (on Node 20 it is true as soon as the body was read, which ended every wait at once).
    let gone = false
    reply.raw.once('close', () => {
      gone = true
    })
    const { email, deviceId } = parseBody(deviceWaitRequestSchema, request.body)
    const user = await findUserByEmail(deps.db, email)
    if (!user) throw noPending()
    const deviceKey = (await deps.hasher()).device(deviceId)
    const deadline = Date.now() + deps.deviceWaitMs
    for (;;) {
      const now = deps.now()
      const state = await claimApproval(deps.db, { userId: user.id, deviceKey, now })
      if (state === 'none') throw noPending()
      if (state === 'expired') {
        throw new ApiError(
          410,
          'EXPIRED',
          'The approval link expired: connect again to get a new one',
        )
      }
      if (state === 'claimed') {
        const grant = await createSession(deps.db, {
          user,
          deviceKey,
          origin: deps.frameOrigin,
          now,
        })
        return { approved: true, ...grant }
      }
      if (Date.now() >= deadline || gone) return { approved: false }
      await new Promise((resolve) => setTimeout(resolve, deps.devicePollMs))
    }
  })
}
