import { defaultPasskeyRpId, FoyerError, type PasskeyLoginGrant } from '@foyer/protocol'
import { sha256 } from '@noble/hashes/sha2'
import { toBase64url } from '../encoding/base64url'
import { createPasskeyApi, type PasskeyApi } from './passkeyApi'
import { passkeyFailure } from './passkeyErrors'
import {
  authenticationJson,
  creationOptions,
  prfResult,
  registrationJson,
  requestOptions,
} from './webauthnJson'

/** A passkey's PRF output at RECOVERY_PRF_INPUT: the secret its recovery wrap is made from. */
export type PasskeyPrf = { credentialId: string; prf: Uint8Array }

export type PasskeyCeremonies = {
  /** Registers a passkey for the signed-in user (server-verified); its PRF output, or PASSKEY_UNSUPPORTED. */
  register(token: string, name?: string): Promise<PasskeyPrf>
  /** A get ceremony limited to `credentialIds`; PASSKEY_CANCELLED / PASSKEY_UNSUPPORTED. */
  evaluate(credentialIds: readonly string[]): Promise<PasskeyPrf>
  /** Lists / removes the signed-in user's passkeys (server). */
  list(token: string): Promise<{ id: string; name: string; createdAt: string }[]>
  remove(token: string, id: string): Promise<void>
}

/** A passkey sign-in: the server's session grant, and the same get's PRF output when it gave one. */
export type PasskeySignInResult = { grant: PasskeyLoginGrant; passkeyPrf: PasskeyPrf | undefined }

/** The ceremonies, and the sign-in with a discoverable passkey (passkeyLogin.ts uses it). */
export type FramePasskeys = PasskeyCeremonies & {
  signIn(deviceId: string): Promise<PasskeySignInResult>
}

const PRF_INPUT = new Uint8Array(sha256(new TextEncoder().encode('foyer recovery v1')))

/** The PRF input every recovery wrap uses: SHA-256("foyer recovery v1"), 32 bytes (a copy). */
export const RECOVERY_PRF_INPUT: Uint8Array = PRF_INPUT.slice()

export type PasskeyCeremoniesDeps = {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
  /** Default: `navigator.credentials`. */
  credentials?: CredentialsContainer
  /**
   * The rp id of `evaluate` (a get with no server options). Default: the rp id of the server's
   * last options, else defaultPasskeyRpId of the frame's hostname (the server's own default).
   */
  rpId?: string
  sdkType?: string
  sdkVersion?: string
}

/**
 * Passkeys in the frame, with `navigator.credentials` directly (no WebAuthn library): the JSON
 * forms are a few lines (webauthnJson.ts), and this way nothing but what the server verifies is
 * ever serialised — the PRF output stays in the frame.
 *
 * Every ceremony asks for user verification: the PRF of a CTAP2 authenticator (hmac-secret)
 * gives another output without it, so registration, sign-in and `evaluate` must agree.
 * `register` runs `navigator.credentials.create`, which a cross-origin iframe may call only with
 * a transient user activation: call it from a click inside the frame. `get` needs none.
 */
export function createPasskeyCeremonies(deps: PasskeyCeremoniesDeps): FramePasskeys {
  const api: PasskeyApi = createPasskeyApi({
    apiUrl: deps.apiUrl,
    projectId: deps.projectId,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.sdkType ? { sdkType: deps.sdkType } : {}),
    ...(deps.sdkVersion ? { sdkVersion: deps.sdkVersion } : {}),
  })
  let serverRpId: string | undefined

  function container(): CredentialsContainer {
    if (deps.credentials) return deps.credentials
    const credentials = globalThis.navigator?.credentials
    if (!credentials || typeof globalThis.PublicKeyCredential === 'undefined') {
      throw new FoyerError('PASSKEY_UNSUPPORTED', { details: 'this browser has no WebAuthn' })
    }
    return credentials
  }

  async function ceremony(run: () => Promise<Credential | null>): Promise<PublicKeyCredential> {
    let credential: Credential | null
    try {
      credential = await run()
    } catch (error) {
      throw passkeyFailure(error)
    }
    if (credential?.type !== 'public-key') {
      throw new FoyerError('PASSKEY_CANCELLED')
    }
    return credential as PublicKeyCredential
  }

  const noPrf = () =>
    new FoyerError('PASSKEY_UNSUPPORTED', {
      details: 'this passkey cannot derive a recovery key (no PRF extension)',
    })

  async function evaluate(credentialIds: readonly string[], rpId?: string): Promise<PasskeyPrf> {
    if (credentialIds.length === 0) {
      throw new FoyerError('PASSKEY_UNSUPPORTED', { details: 'no passkey to ask for' })
    }
    const credentials = container()
    const challenge = crypto.getRandomValues(new Uint8Array(32))
    const credential = await ceremony(() =>
      credentials.get({
        publicKey: requestOptions(
          {
            challenge: toBase64url(challenge),
            rpId:
              rpId ??
              deps.rpId ??
              serverRpId ??
              defaultPasskeyRpId(globalThis.location?.hostname ?? ''),
            allowCredentials: credentialIds.map((id) => ({ id, type: 'public-key' as const })),
            userVerification: 'required',
          },
          PRF_INPUT.slice(),
        ),
      }),
    )
    if (!credentialIds.includes(credential.id)) throw new FoyerError('PASSKEY_CANCELLED')
    const { first } = prfResult(credential)
    if (!first) throw noPrf()
    return { credentialId: credential.id, prf: first }
  }

  return {
    async register(token, name) {
      const credentials = container()
      const options = await api.registerOptions(token)
      serverRpId = options.rp.id
      const credential = await ceremony(() =>
        credentials.create({ publicKey: creationOptions(options, PRF_INPUT.slice()) }),
      )
      const prf = prfResult(credential)
      if (prf.enabled === false || (prf.enabled === undefined && !prf.first)) throw noPrf()
      // Most authenticators give the PRF only on a get: ask for it right away, this passkey only,
      // before the server keeps a passkey whose recovery secret we never saw.
      const output = prf.first ?? (await evaluate([credential.id], options.rp.id)).prf
      await api.registerVerify(token, {
        response: registrationJson(credential),
        ...(name ? { name } : {}),
      })
      return { credentialId: credential.id, prf: output }
    },
    evaluate: (credentialIds) => evaluate(credentialIds),
    list: (token) => api.list(token),
    async remove(token, id) {
      await api.remove(token, id)
    },
    async signIn(deviceId) {
      const credentials = container()
      const options = await api.loginOptions(deviceId)
      serverRpId = options.rpId
      const credential = await ceremony(() =>
        credentials.get({ publicKey: requestOptions(options, PRF_INPUT.slice()) }),
      )
      const grant = await api.loginVerify({ deviceId, response: authenticationJson(credential) })
      const { first } = prfResult(credential)
      return {
        grant,
        passkeyPrf: first ? { credentialId: credential.id, prf: first } : undefined,
      }
    },
  }
}
