import { FoyerError, SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
// The frame's own wait loop and HTTP client (read only here), against the real server.
import { createHttpFrameApi } from '../../../frame/src/api/createHttpFrameApi'
import { createEmailLogin } from '../../../frame/src/handler/emailLogin'
import type { SessionStore } from '../../../frame/src/handler/sessionStore'
import { captureMailer, FRAME_ORIGIN } from '../auth/authTestClient'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { testConfig } from '../test/testConfig'
import { createApp } from './createApp'

/**
 * Issue 17, "device wait on Node 20": the frame called `POST /auth/v1/device/wait` 572 times in
 * 5 s, because the server ended each wait after one poll. Here the frame's CONNECT_DEVICE loop
 * (emailLogin.ts) waits on the real server over real HTTP, scaled down: the server holds a wait
 * WAIT_MS (25 s in production), the frame gives up after FRAME_TIMEOUT_MS (120 s), the same
 * ratio of about 5. One visitor's wait makes at most a handful of requests.
 */
const WAIT_MS = 1_000
const FRAME_TIMEOUT_MS = 4_000
const email = 'ann@example.com'
const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'

describe("the frame's device wait against the real server", () => {
  let db: Database
  let app: FastifyInstance
  let apiUrl: string
  let projectId: string
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  let waits = 0

  beforeAll(async () => {
    db = await migratedPglite()
    projectId = (await createProject(db, { name: 'Shop' })).id
    app = await createApp(testConfig(), {
      db,
      mailer,
      now: () => clock,
      deviceWaitMs: WAIT_MS,
      devicePollMs: 25,
    })
    apiUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  }, 120_000)
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  /** The frame's API client, counting its device waits. */
  const frameApi = () =>
    createHttpFrameApi({
      apiUrl,
      projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      fetch: (input, init) => {
        if (String(input).includes('/auth/v1/device/wait')) waits++
        return fetch(input, {
          ...init,
          headers: { ...(init?.headers ?? {}), origin: FRAME_ORIGIN },
        })
      },
    })

  let signedIn: unknown
  /** Device B's email sign-in up to the mailed approval link, as the frame runs it. */
  async function deviceBWaitingForApproval() {
    const api = frameApi()
    const login = createEmailLogin({
      api,
      sessions: { load: () => undefined } as unknown as SessionStore,
      account: {
        signIn: async (session: unknown) => {
          signedIn = session
        },
        require: async () => {},
      } as unknown as Parameters<typeof createEmailLogin>[0]['account'],
      deviceId: deviceB,
      deviceWaitTimeoutMs: FRAME_TIMEOUT_MS,
    })
    expect(await login.handlers.CONNECT_EMAIL({ email })).toEqual({ action: 'VERIFY_OTP' })
    const otp = mailer.last(email).preview ?? ''
    expect(await api.verifyOtp({ email, deviceId: deviceB, otp })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    return login
  }

  beforeEach(async () => {
    await db.exec('TRUNCATE users, devices, otps, device_approvals, sessions CASCADE')
    mailer.sent.length = 0
    signedIn = undefined
    clock = new Date(clock.getTime() + 3_600_000)
    // Ann signs in on device A; then tries device B (a code, then the mailed link).
    const api = frameApi()
    await api.connectEmail({ email, deviceId: deviceA })
    await api.verifyOtp({ email, deviceId: deviceA, otp: mailer.last(email).preview ?? '' })
    clock = new Date(clock.getTime() + 60_000)
    waits = 0
  }, 60_000)

  it('makes at most a handful of requests while nobody approves, then gives up', async () => {
    const login = await deviceBWaitingForApproval()
    const started = Date.now()
    await expect(login.handlers.CONNECT_DEVICE({} as never)).rejects.toSatisfy(
      (error) => error instanceof FoyerError && error.code === 'DEVICE_NOT_APPROVED',
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(FRAME_TIMEOUT_MS - 50)
    // FRAME_TIMEOUT_MS / WAIT_MS = 4 held waits (one more may start just before the deadline);
    // with each wait ended after one poll it was one request per 25 ms poll.
    expect(waits).toBeGreaterThanOrEqual(2)
    expect(waits).toBeLessThanOrEqual(6)
  }, 60_000)

  it('signs in with one or two requests when the link is opened during the wait', async () => {
    const login = await deviceBWaitingForApproval()
    const token = new URL(mailer.last(email).preview ?? '').searchParams.get('token') ?? ''
    setTimeout(() => {
      void fetch(`${apiUrl}/auth/v1/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    }, 1_500)
    expect(await login.handlers.CONNECT_DEVICE({} as never)).toEqual({})
    expect(signedIn).toMatchObject({ token: expect.any(String) })
    expect(waits).toBeLessThanOrEqual(3)
  }, 60_000)
})
