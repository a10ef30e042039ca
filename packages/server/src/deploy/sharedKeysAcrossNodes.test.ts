import { randomBytes } from 'node:crypto'
import { SDK_TYPE, SDK_VERSION } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { type Hex, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The frame's own code (read only here): its HTTP API client and how it makes and rebuilds a key.
import { createHttpFrameApi } from '../../../frame/src/api/createHttpFrameApi'
import type { FrameApi } from '../../../frame/src/api/frameApi'
import { establishWalletKey } from '../../../frame/src/handler/establishWalletKey'
import type { DeviceShareStore } from '../../../frame/src/keys/deviceShareStore'
import { createApp } from '../app/createApp'
import { captureMailer, FRAME_ORIGIN } from '../auth/authTestClient'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { openPostgres } from '../store/openPostgres'
import { tempDir } from '../test/tempDir'
import { testConfig } from '../test/testConfig'
import { freshPostgres } from '../test/testDatabases'

/**
 * Issue 17, "two nodes, one database": two API nodes, each its own process state and DATA_DIR
 * (its own connection pool), on one Postgres, given the same secrets from configuration. A wallet
 * the frame makes through node A is rebuilt by the frame through node B and signs there; a node
 * with keys of its own (generated into its DATA_DIR) cannot open what A stored.
 */

const key = () => randomBytes(32).toString('base64')
/** Every secret docs/deploy.md says the nodes share. */
const SHARED_SECRETS = {
  AUTH_SHARE_KEY: key(),
  RECOVERY_KEY: key(),
  SOCIAL_SECRET_KEY: key(),
  AUTH_HASH_KEY: key(),
}

type Node = { app: FastifyInstance; db: Database; url: string }

/** The device share store of one browser (the frame's IndexedDB), in memory: current and pending. */
function memoryDeviceShares(): DeviceShareStore {
  const shares = new Map<string, Hex>()
  const store = {
    saveDeviceShare: async (userId: string, share: Hex) => void shares.set(userId, share),
    loadDeviceShare: async (userId: string) => shares.get(userId),
    clearDeviceShare: async (userId: string) => void shares.delete(userId),
    savePendingShare: async (userId: string, share: Hex) =>
      void shares.set(`pending:${userId}`, share),
    loadPendingShare: async (userId: string) => shares.get(`pending:${userId}`),
    clearPendingShare: async (userId: string) => void shares.delete(`pending:${userId}`),
  }
  return store
}

/** The key establishWalletKey gives: the key itself, or (with recovery) `{key, version}`. */
const keyOf = (made: Hex | { key: Hex }): Hex => (typeof made === 'string' ? made : made.key)

describe('several nodes on one database, with the same secrets', () => {
  let databaseUrl: string
  let projectId: string
  const mailer = captureMailer()
  const nodes: Node[] = []

  async function startNode(env: Record<string, string>): Promise<Node> {
    const db = openPostgres(databaseUrl)
    const dataDir = await tempDir('foyer-node')
    const config = testConfig({ ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
    const app = await createApp(config, { db, mailer })
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    const node = { app, db, url }
    nodes.push(node)
    return node
  }

  /** The frame's API client pointed at `node`, calling from the frame's origin. */
  function frameApiAt(node: Node): FrameApi {
    return createHttpFrameApi({
      apiUrl: node.url,
      projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers ?? {}), origin: FRAME_ORIGIN } }),
    })
  }

  beforeAll(async () => {
    const fresh = await freshPostgres()
    databaseUrl = fresh.url
    await migrate(fresh.db)
    projectId = (await createProject(fresh.db, { name: 'Shop' })).id
    await fresh.db.close()
  }, 120_000)
  afterAll(async () => {
    for (const node of nodes.splice(0)) {
      await node.app.close()
      await node.db.close()
    }
  }, 60_000)

  it('a wallet the frame makes through node A is rebuilt through node B and signs there', async () => {
    const a = await startNode(SHARED_SECRETS)
    const b = await startNode(SHARED_SECRETS)
    const apiA = frameApiAt(a)
    const apiB = frameApiAt(b)
    const email = 'ann@example.com'
    const deviceId = 'device-0123456789abcdef0123456789abcdef'

    // Sign in through A; the code comes by mail.
    await apiA.connectEmail({ email, deviceId })
    const otp = mailer.last(email).preview ?? ''
    const session = await apiA.verifyOtp({ email, deviceId, otp })
    if (!('token' in session)) throw new Error('a new user gets a session, not VERIFY_DEVICE')
    const deviceShares = memoryDeviceShares()

    // The frame makes the wallet through A: device share here, the server's share(s) stored by A.
    const made = await establishWalletKey({
      api: apiA,
      deviceShares,
      token: session.token,
      userId: session.user.id,
    })
    const address = privateKeyToAccount(keyOf(made)).address

    // Through B (the session, the stored shares and the keys all shared): the same key.
    const authShare = await apiB.getAuthShare(session.token)
    expect(authShare.address.toLowerCase()).toBe(address.toLowerCase())
    const rebuilt = await establishWalletKey({
      api: apiB,
      deviceShares,
      token: session.token,
      userId: session.user.id,
    })
    const message = 'Signed through node B'
    expect(keyOf(rebuilt)).toBe(keyOf(made))
    const signature = await privateKeyToAccount(keyOf(rebuilt)).signMessage({ message })
    expect(await recoverMessageAddress({ message, signature })).toBe(address)

    // A node with keys of its own (none configured: generated into its DATA_DIR) cannot: 500
    // (the share does not open), or 401 once session tokens are keyed by AUTH_HASH_KEY.
    const stranger = await startNode({})
    const refused = await frameApiAt(stranger)
      .getAuthShare(session.token)
      .then(
        () => undefined,
        (error: { status?: number }) => error.status,
      )
    expect([401, 500]).toContain(refused)
  }, 120_000)
})
