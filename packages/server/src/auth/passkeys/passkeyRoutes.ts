import {
  DEFAULT_PASSKEY_NAME,
  isOriginAllowed,
  MAX_PASSKEYS_PER_USER,
  PASSKEY_ROUTES,
  type PasskeyCreationOptions,
  type PasskeyList,
  type PasskeyLoginGrant,
  type PasskeyRequestOptions,
  type PasskeySummary,
  passkeyCreationOptionsSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginVerifyRequestSchema,
  passkeyRegisterOptionsRequestSchema,
  passkeyRegisterVerifyRequestSchema,
  passkeyRemoveRequestSchema,
  passkeyRequestOptionsSchema,
} from '@foyer/protocol'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../http/apiError'
import { requestProject } from '../../http/requestProject'
import { route } from '../../http/route'
import type { Database } from '../../store/database'
import type { AuthHasher, DeviceKey } from '../authHasher'
import { requireSession } from '../bearerSession'
import { approveDevice } from '../devices'
import { parseBody } from '../parseBody'
import { createSession } from '../sessions'
import { type ChallengeOwner, issueChallenge, takeChallenge } from './passkeyChallenges'
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  passkeyDescriptors,
  recordPasskeyUse,
  removePasskey,
} from './passkeyCredentials'
import { passkeyRpId } from './passkeyRpId'
import { type ClientData, readClientData } from './readClientData'

export interface PasskeyRoutesDeps {
  db: Database
  now: () => Date
  /** The frame's origin: the only expected origin of a ceremony, and the session's origin. */
  frameOrigin: string
  /** PASSKEY_RP_ID; default derived from the frame's hostname (see passkeyRpId). */
  passkeyRpId?: string
  /** Keys the frame's device id (AUTH_HASH_KEY) before anything stores it. */
  hasher: () => Promise<AuthHasher>
}

/** Milliseconds the browser gives a ceremony (the challenge lives 5 minutes). */
const CEREMONY_TIMEOUT_MS = 120_000

const invalid = (details?: string) =>
  new ApiError(401, 'PASSKEY_INVALID', details ? { details } : {})
const challengeInvalid = () => new ApiError(400, 'PASSKEY_CHALLENGE_INVALID')

/** The user handle a passkey carries: the user id's UTF-8 bytes (no email, nothing personal). */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId)

/**
 * The client data's challenge, once its top origin (for a ceremony in the frame embedded in a
 * page) is one of the project's allowed origins; else 401 PASSKEY_INVALID.
 */
function checkedClientData(request: FastifyRequest, clientDataJSON: string): ClientData {
  const clientData = readClientData(clientDataJSON)
  if (!clientData) throw invalid('unreadable client data')
  const { topOrigin } = clientData
  if (topOrigin && !isOriginAllowed(topOrigin, requestProject(request).allowedOrigins)) {
    throw invalid(`the page ${topOrigin} is not an allowed origin of this project`)
  }
  return clientData
}

/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`), frame origin only (register inside the auth
 * routes' scope). The rp id is `passkeyRpId`; the expected origin is the frame's.
 * - `POST /auth/v1/passkeys/register/options` (Bearer) → creation options: a challenge for this
 *   user and device, a discoverable credential with user verification, the user's passkeys
 *   excluded.
 * - `POST /auth/v1/passkeys/register/verify {response, name?}` (Bearer) → the new passkey.
 * - `POST /auth/v1/passkeys/login/options {deviceId}` → request options (any discoverable
 *   credential of this rp).
 * - `POST /auth/v1/passkeys/login/verify {deviceId, response}` → a session grant for the
 *   passkey's user on this device, which is approved (as a social sign-in approves it).
 * - `GET /auth/v1/passkeys` (Bearer) → the user's passkeys; `POST /auth/v1/passkeys/remove {id}`
 *   (Bearer) → those left.
 * Challenges are single use, 5 minutes, bound to project and device (and user for a
 * registration): 400 PASSKEY_CHALLENGE_INVALID. An unknown credential: 400 PASSKEY_UNKNOWN. A
 * response that does not verify (signature, origin, rp id, counter, user verification): 401
 * PASSKEY_INVALID.
 */
export function passkeyRoutes(app: FastifyInstance, deps: PasskeyRoutesDeps) {
  const { db } = deps
  const rpId = passkeyRpId(deps.frameOrigin, deps.passkeyRpId)

  route(app, PASSKEY_ROUTES.registerOptions, async (request) => {
    parseBody(passkeyRegisterOptionsRequestSchema, request.body)
    const now = deps.now()
    const session = await requireSession(db, request, now)
    const existing = await passkeyDescriptors(db, session.user.id)
    if (existing.length >= MAX_PASSKEYS_PER_USER) {
      throw invalid(`an account keeps at most ${MAX_PASSKEYS_PER_USER} passkeys`)
    }
    const challenge = await issueChallenge(db, registerOwner(request, session), now)
    const label = session.user.email ?? `Wallet ${session.user.id.slice(0, 8)}`
    const options = await generateRegistrationOptions({
      rpName: rpId,
      rpID: rpId,
      userID: userHandleOf(session.user.id),
      userName: label,
      userDisplayName: label,
      challenge,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    return { options: passkeyCreationOptionsSchema.parse(options) satisfies PasskeyCreationOptions }
  })

  route(app, PASSKEY_ROUTES.registerVerify, async (request): Promise<PasskeySummary> => {
    const body = parseBody(passkeyRegisterVerifyRequestSchema, request.body)
    const now = deps.now()
    const session = await requireSession(db, request, now)
    const clientData = checkedClientData(request, body.response.response.clientDataJSON)
    if (!(await takeChallenge(db, clientData.challenge, registerOwner(request, session), now))) {
      throw challengeInvalid()
    }
    let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']
    try {
      const result = await verifyRegistrationResponse({
        response: body.response,
        expectedChallenge: clientData.challenge,
        expectedOrigin: deps.frameOrigin,
        expectedRPID: rpId,
        requireUserVerification: true,
      })
      info = result.registrationInfo
    } catch (error) {
      throw invalid((error as Error).message)
    }
    if (!info) throw invalid()
    const { credential } = info
    const name = body.name ?? DEFAULT_PASSKEY_NAME
    const stored = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `passkeys:${session.user.id}`,
      ])
      const count = (await passkeyDescriptors(tx, session.user.id)).length
      if (count >= MAX_PASSKEYS_PER_USER) {
        throw invalid(`an account keeps at most ${MAX_PASSKEYS_PER_USER} passkeys`)
      }
      return insertPasskey(tx, {
        id: credential.id,
        userId: session.user.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? body.response.response.transports ?? [],
        name,
        backedUp: info.credentialBackedUp,
        createdAt: now,
      })
    })
    if (!stored) throw invalid('this passkey is registered already')
    return { id: credential.id, name, createdAt: now.toISOString() }
  })

  route(app, PASSKEY_ROUTES.loginOptions, async (request) => {
    const { deviceId } = parseBody(passkeyLoginOptionsRequestSchema, request.body)
    const now = deps.now()
    const deviceKey = (await deps.hasher()).device(deviceId)
    const challenge = await issueChallenge(db, loginOwner(request, deviceKey), now)
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      challenge,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
    })
    return { options: passkeyRequestOptionsSchema.parse(options) satisfies PasskeyRequestOptions }
  })

  route(app, PASSKEY_ROUTES.loginVerify, async (request): Promise<PasskeyLoginGrant> => {
    const { deviceId, response } = parseBody(passkeyLoginVerifyRequestSchema, request.body)
    const now = deps.now()
    const deviceKey = (await deps.hasher()).device(deviceId)
    const clientData = checkedClientData(request, response.response.clientDataJSON)
    if (!(await takeChallenge(db, clientData.challenge, loginOwner(request, deviceKey), now))) {
      throw challengeInvalid()
    }
    if (response.rawId !== response.id) throw invalid('rawId and id differ')
    const passkey = await findPasskey(db, response.id)
    if (!passkey) throw new ApiError(400, 'PASSKEY_UNKNOWN')
    const handle = response.response.userHandle
    if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) {
      throw invalid('the user handle is not this passkey’s user')
    }
    let newCounter: number
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: clientData.challenge,
        expectedOrigin: deps.frameOrigin,
        expectedRPID: rpId,
        ...(clientData.crossOrigin && clientData.topOrigin
          ? { expectedTopOrigin: clientData.topOrigin }
          : {}),
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      })
      if (!result.verified) throw new Error('the signature does not verify')
      newCounter = result.authenticationInfo.newCounter
    } catch (error) {
      throw invalid((error as Error).message)
    }
    return db.transaction(async (tx) => {
      const used = await recordPasskeyUse(tx, {
        id: passkey.id,
        previous: passkey.counter,
        counter: newCounter,
        now,
      })
      if (!used) throw invalid('this passkey was used meanwhile')
      const [user] = await tx.query<{ email: string | null }>(
        'SELECT email FROM users WHERE id = $1',
        [passkey.userId],
      )
      if (!user) throw new ApiError(400, 'PASSKEY_UNKNOWN')
      await approveDevice(tx, passkey.userId, deviceKey, now)
      const grant = await createSession(tx, {
        user: { id: passkey.userId, email: user.email },
        deviceKey,
        origin: deps.frameOrigin,
        now,
      })
      return { ...grant, credentialId: passkey.id }
    })
  })

  route(app, PASSKEY_ROUTES.list, async (request): Promise<PasskeyList> => {
    const session = await requireSession(db, request, deps.now())
    return { passkeys: await listPasskeys(db, session.user.id) }
  })

  route(app, PASSKEY_ROUTES.remove, async (request): Promise<PasskeyList> => {
    const { id } = parseBody(passkeyRemoveRequestSchema, request.body)
    const session = await requireSession(db, request, deps.now())
    if (!(await removePasskey(db, session.user.id, id))) {
      throw new ApiError(404, 'PASSKEY_UNKNOWN')
    }
    return { passkeys: await listPasskeys(db, session.user.id) }
  })
}

function registerOwner(
  request: FastifyRequest,
  session: { user: { id: string }; deviceKey: DeviceKey },
): ChallengeOwner {
  return {
    purpose: 'register',
    projectId: requestProject(request).id,
    deviceKey: session.deviceKey,
    userId: session.user.id,
  }
}

function loginOwner(request: FastifyRequest, deviceKey: DeviceKey): ChallengeOwner {
  return { purpose: 'login', projectId: requestProject(request).id, deviceKey, userId: null }
}
