import {
  type RecoveryMethod,
  type RecoveryRecord,
  SOCIAL_CALLBACK_PATH,
  type SocialProvider,
} from '@foyer/protocol'
import { ApiRequestError, type ApiRequestErrorCode } from '../api/apiRequestError'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { createFakeCustodian, type FakeCustodian } from './fakeCustodian'
import { type FakeSmartAccountsOptions, fakeSmartAccountsApi } from './fakeSmartAccountsApi'

/** Test helper: an in-memory stand-in for the wallet server, with the same contract. */
export function createFakeFrameApi(
  options: {
    otp?: string
    allowedOrigins?: string[]
    frameOrigin?: string
    /** The operator runs custodial email recovery: a custodian with a real X25519 key. */
    custodian?: boolean | FakeCustodian
  } & FakeSmartAccountsOptions = {},
) {
  const otp = options.otp ?? '123456'
  /** The custodian (none: custodial recovery off); `failing`: it does not answer (502). */
  let custodian: FakeCustodian | undefined =
    options.custodian === true ? createFakeCustodian() : options.custodian || undefined
  let custodianFailing = false
  /** Every custodian release the API asked for. */
  const custodianReleases: { userId: string; deviceId: string }[] = []
  const frameOrigin = options.frameOrigin ?? 'http://wallet.test'
  /** Email users by email; social users by `social:<provider>:<name>` (email null). */
  const users = new Map<string, { id: string; email: string | null; devices: Set<string> }>()
  /** Started social sign-ins by state, and the codes the provider handed out. */
  const socialLogins = new Map<string, { provider: SocialProvider; deviceId: string }>()
  const socialCodes = new Map<string, string>()
  /** Started Farcaster sign-ins by channel token: the device, and the answer once there is one. */
  const farcasterLogins = new Map<
    string,
    {
      deviceId: string
      answer?:
        | { fid: number; username: string | null }
        | { fail: { status: number; code: ApiRequestErrorCode; message: string } }
    }
  >()
  const sessions = new Map<string, { userId: string; deviceId: string }>()
  /**
   * Wallets by user id: the auth share and its version; `recoveryShare` only on a legacy wallet
   * (tests set it); the sealed share and the wraps once protected.
   */
  const wallets = new Map<
    string,
    {
      address: string
      authShare: string
      version: number
      recoveryShare?: string
      sealedRecovery?: string
      methods: RecoveryMethod[]
    }
  >()
  /** The device that stored each user's wallet (it never gets the recovery share). */
  const walletDevices = new Map<string, string>()
  /** Every release of a recovery share, as the server records them. */
  const recoveries: { userId: string; deviceId: string; token: string }[] = []
  const approvedDevices = new Set<string>()
  const calls: string[] = []
  let counter = 0

  const recordOf = (wallet: NonNullable<ReturnType<typeof wallets.get>>): RecoveryRecord => ({
    address: wallet.address,
    version: wallet.version,
    sealedRecovery: wallet.sealedRecovery ?? null,
    methods: [...wallet.methods],
    legacyRecovery: wallet.recoveryShare !== undefined,
    custodian: custodian?.key ?? null,
  })
  /** A wrap no custodian can open is never stored (the API's 400). */
  const refuseUnopenable = (method: RecoveryMethod) => {
    if (method.kind === 'custodian' && method.keyId !== custodian?.key.keyId) {
      fail(400, 'INVALID_PARAMS', 'method: no custodian of that key runs here')
    }
  }
  /** The wrap `method` replaces: the password, the same passkey's, the custodian's. */
  const sameSlot = (a: RecoveryMethod, b: RecoveryMethod) =>
    a.kind === b.kind &&
    (a.kind !== 'passkey' || b.kind !== 'passkey' || a.credentialId === b.credentialId)
  const fail = (status: number, code: ApiRequestErrorCode, message: string) => {
    throw new ApiRequestError(status, code, message)
  }
  const authed = (token: string) => {
    const session = sessions.get(token)
    if (!session) return fail(401, 'UNAUTHORIZED', 'Session expired')
    const user = [...users.values()].find((u) => u.id === session.userId)
    if (!user) return fail(401, 'UNAUTHORIZED', 'Session expired')
    return { user, deviceId: session.deviceId }
  }
  const newSession = (user: { id: string; email: string | null }, deviceId: string): Session => {
    const token = `token-${++counter}`
    sessions.set(token, { userId: user.id, deviceId })
    return {
      token,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      user: { id: user.id, email: user.email },
    }
  }

  const api: FrameApi = {
    async getAllowedOrigins() {
      calls.push('getAllowedOrigins')
      return options.allowedOrigins ?? []
    },
    async connectEmail({ email, deviceId }, token) {
      calls.push('connectEmail')
      const user = users.get(email)
      const session = token ? sessions.get(token) : undefined
      if (user && session?.userId === user.id && user.devices.has(deviceId)) {
        return { action: 'CONNECT' }
      }
      // A code for every address, known or not (the server answers them alike).
      return { action: 'VERIFY_OTP' }
    },
    async verifyOtp({ email, deviceId, otp: code }) {
      calls.push('verifyOtp')
      if (code !== otp) return fail(400, 'INVALID_CODE', 'Invalid code')
      let user = users.get(email)
      // A known user's device never approved: the approval link is mailed (approveDevice).
      if (user && user.devices.size > 0 && !user.devices.has(deviceId)) {
        return { action: 'VERIFY_DEVICE' }
      }
      if (!user) {
        user = { id: `user-${++counter}`, email, devices: new Set() }
        users.set(email, user)
      }
      user.devices.add(deviceId)
      return newSession(user, deviceId)
    },
    async waitForDevice({ email, deviceId }) {
      calls.push('waitForDevice')
      const user = users.get(email)
      if (!user) return fail(404, 'NOT_FOUND', 'Unknown user')
      if (!approvedDevices.has(`${email}:${deviceId}`)) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        return { approved: false }
      }
      user.devices.add(deviceId)
      return { approved: true, ...newSession(user, deviceId) }
    },
    async getSession(token) {
      calls.push('getSession')
      const session = sessions.get(token)
      const user = session && [...users.values()].find((u) => u.id === session.userId)
      return user
        ? { isConnected: true, user: { id: user.id, email: user.email } }
        : { isConnected: false }
    },
    async signOut(token) {
      calls.push('signOut')
      authed(token)
      sessions.delete(token)
    },
    async updateEmail(token) {
      calls.push('updateEmail')
      authed(token)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimary(token, code) {
      calls.push('updateEmailPrimary')
      authed(token)
      if (code !== otp) return fail(400, 'INVALID_CODE', 'Invalid code')
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async updateEmailSecondary(token, code) {
      calls.push('updateEmailSecondary')
      const { user } = authed(token)
      if (code !== otp) return fail(400, 'INVALID_CODE', 'Invalid code')
      user.email = `new-${user.email}`
      return { newEmail: user.email }
    },
    async createShares(token, input) {
      calls.push('createShares')
      const { user, deviceId } = authed(token)
      if (wallets.has(user.id)) return fail(409, 'WALLET_EXISTS', 'A wallet exists')
      wallets.set(user.id, {
        address: input.address,
        authShare: input.authShare,
        version: 1,
        methods: [],
      })
      walletDevices.set(user.id, deviceId)
    },
    async getAuthShare(token) {
      calls.push('getAuthShare')
      const { user } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet) return fail(404, 'NO_WALLET', 'No wallet')
      return { address: wallet.address, authShare: wallet.authShare, version: wallet.version }
    },
    async protectWallet(token, input) {
      calls.push('protectWallet')
      const { user } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet) return fail(404, 'NO_WALLET', 'No wallet')
      if (wallet.version !== input.version) return fail(409, 'RECOVERY_STALE', 'Stale')
      refuseUnopenable(input.method)
      wallet.authShare = input.authShare
      wallet.sealedRecovery = input.sealedRecovery
      wallet.methods = [input.method]
      delete wallet.recoveryShare
      wallet.version += 1
      return recordOf(wallet)
    },
    async getRecoveryRecord(token) {
      calls.push('getRecoveryRecord')
      const { user } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet) return fail(404, 'NO_WALLET', 'No wallet')
      return recordOf(wallet)
    },
    async addRecoveryMethod(token, { version, method }) {
      calls.push('addRecoveryMethod')
      const { user } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet) return fail(404, 'NO_WALLET', 'No wallet')
      if (wallet.version !== version || !wallet.sealedRecovery) {
        return fail(409, 'RECOVERY_STALE', 'Stale')
      }
      refuseUnopenable(method)
      wallet.methods = wallet.methods.filter((m) => !sameSlot(m, method))
      wallet.methods.push(method)
      return recordOf(wallet)
    },
    async removeRecoveryPasskey(token, credentialId) {
      calls.push('removeRecoveryPasskey')
      const { user } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet) return fail(404, 'NO_WALLET', 'No wallet')
      wallet.methods = wallet.methods.filter(
        (m) => !(m.kind === 'passkey' && m.credentialId === credentialId),
      )
      return recordOf(wallet)
    },
    async getRecoveryShare(token) {
      calls.push('getRecoveryShare')
      const { user, deviceId } = authed(token)
      const wallet = wallets.get(user.id)
      if (!wallet?.recoveryShare) return fail(404, 'NO_WALLET', 'No wallet')
      const earlier = recoveries.filter((r) => r.userId === user.id && r.deviceId === deviceId)
      if (walletDevices.get(user.id) === deviceId || earlier.some((r) => r.token !== token)) {
        return fail(409, 'RECOVERY_USED', 'This device already received its share of this wallet')
      }
      recoveries.push({ userId: user.id, deviceId, token })
      return { address: wallet.address, recoveryShare: wallet.recoveryShare }
    },
    async releaseFromCustodian(token, { recipientPublicKey }) {
      calls.push('releaseFromCustodian')
      const { user, deviceId } = authed(token)
      const wallet = wallets.get(user.id)
      const method = wallet?.methods.find((m) => m.kind === 'custodian')
      if (!wallet || !method || !custodian) {
        return fail(404, 'CUSTODIAN_OFF', 'Email recovery is not offered for this wallet')
      }
      custodianReleases.push({ userId: user.id, deviceId })
      if (custodianFailing) return fail(502, 'CUSTODIAN_FAILED', 'The custodian did not answer')
      try {
        return await custodian.release({
          method,
          context: { address: wallet.address, userId: user.id },
          recipientPublicKey,
        })
      } catch {
        return fail(502, 'CUSTODIAN_FAILED', 'The custodian refused')
      }
    },
    ...fakeSmartAccountsApi(options, calls),
    async startSocial({ provider, deviceId }) {
      calls.push('startSocial')
      const state = `${'s'.repeat(33)}${String(++counter).padStart(10, '0')}`
      socialLogins.set(state, { provider, deviceId })
      return { uri: `https://${provider}.provider.test/authorize?state=${state}` }
    },
    async socialCallback(input) {
      calls.push('socialCallback')
      const login = socialLogins.get(input.state)
      socialLogins.delete(input.state)
      if (!login || login.deviceId !== input.deviceId) {
        return fail(400, 'SOCIAL_STATE_INVALID', 'Failed to connect: unknown sign-in')
      }
      if ('error' in input) {
        return fail(400, 'SOCIAL_PROVIDER_ERROR', `Failed to connect: answered ${input.error}`)
      }
      const name = socialCodes.get(input.code)
      socialCodes.delete(input.code)
      if (name === undefined) return fail(401, 'SOCIAL_PROVIDER_FAILED', 'Failed to connect')
      const key = `social:${login.provider}:${name}`
      let user = users.get(key)
      if (!user) {
        user = { id: `user-${++counter}`, email: null, devices: new Set() }
        users.set(key, user)
      }
      user.devices.add(input.deviceId)
      return { ...newSession(user, input.deviceId), provider: login.provider, username: name }
    },
    async startFarcaster({ deviceId }) {
      calls.push('startFarcaster')
      const channelToken = `channel-${String(++counter).padStart(12, '0')}`
      farcasterLogins.set(channelToken, { deviceId })
      return { url: `https://farcaster.test/~/siwf?channelToken=${channelToken}`, channelToken }
    },
    async connectFarcaster({ channelToken, deviceId }) {
      calls.push('connectFarcaster')
      const login = farcasterLogins.get(channelToken)
      if (!login || login.deviceId !== deviceId) {
        return fail(
          400,
          'FARCASTER_CHANNEL_INVALID',
          'Failed to connect to farcaster: unknown sign-in',
        )
      }
      const answer = login.answer
      if (!answer) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        return { state: 'pending' }
      }
      farcasterLogins.delete(channelToken)
      if ('fail' in answer) return fail(answer.fail.status, answer.fail.code, answer.fail.message)
      const key = `social:farcaster:${answer.fid}`
      let user = users.get(key)
      if (!user) {
        user = { id: `user-${++counter}`, email: null, devices: new Set() }
        users.set(key, user)
      }
      user.devices.add(deviceId)
      return {
        state: 'completed',
        ...newSession(user, deviceId),
        provider: 'farcaster',
        username: answer.username,
        fid: answer.fid,
      }
    },
  }

  /**
   * The provider's side: the visitor signs in as `name` (or presses cancel) on the authorization
   * URL; the callback page's URL the provider sends them to.
   */
  function providerAnswer(authorizationUri: string, answer: { name: string } | { cancel: true }) {
    const state = new URL(authorizationUri).searchParams.get('state') ?? ''
    const callback = new URL(SOCIAL_CALLBACK_PATH, frameOrigin)
    callback.searchParams.set('state', state)
    if ('cancel' in answer) {
      callback.searchParams.set('error', 'access_denied')
    } else {
      const code = `code-${++counter}`
      socialCodes.set(code, answer.name)
      callback.searchParams.set('code', code)
    }
    return callback.href
  }

  return {
    api,
    calls,
    wallets,
    walletDevices,
    recoveries,
    sessions,
    custodianReleases,
    /** The custodian now (undefined: off). */
    custodian: () => custodian,
    /** Turns custodial recovery off (undefined) or on with another custodian (a new key). */
    setCustodian(next: FakeCustodian | undefined) {
      custodian = next
    },
    /** The custodian stops answering: releases fail 502 CUSTODIAN_FAILED. */
    failCustodian(failing = true) {
      custodianFailing = failing
    },
    approveDevice: (email: string, deviceId: string) => approvedDevices.add(`${email}:${deviceId}`),
    /** The visitor's Farcaster app: signs the sign-in of `url` in as `fid`, or makes it fail. */
    farcasterAnswer(
      url: string,
      answer:
        | { fid: number; username: string | null }
        | { fail: { status: number; code: ApiRequestErrorCode; message: string } },
    ) {
      const login = farcasterLogins.get(new URL(url).searchParams.get('channelToken') ?? '')
      if (!login) throw new Error(`no Farcaster sign-in at ${url}`)
      login.answer = answer
    },
    frameOrigin,
    providerAnswer,
  }
}
