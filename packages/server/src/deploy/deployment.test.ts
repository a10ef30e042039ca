import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { testAccounts } from '@foyer/devchain'
import { type HDAccount, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NODE_ID_HEADER } from '../http/nodeIdHeader'
import { type Received, startSmtpServer } from '../mail/testSmtpServer'
import { type RedisServer, startRedisServer } from '../relay/testing/startRedisServer'
import {
  createTestDapp,
  createTestWallet,
  stopTestCore,
  withTimeout,
} from '../relay/testing/walletConnectClients'
import { answerRequests, pairSession } from '../relay/testing/walletConnectSession'
import { freePort, type PostgresCluster, startPostgresCluster } from '../test/postgresCluster'
import { projectQuery } from '../test/projectQuery'
import { buildDeployment } from './testing/buildDeployment'
import { type RunningNginx, startNginx } from './testing/startNginx'
import { type RunningNode, runFoyer, startNode } from './testing/startNode'

/**
 * docs/deploy.md on this machine: the production build run with plain node (`foyer serve`) as two
 * nodes on one Postgres and one Redis, behind nginx; mail over SMTP. The dapp and the wallet reach
 * different nodes (nginx ports pinned to one node each, checked by the X-Foyer-Node header) and
 * complete a WalletConnect session through the relay; an email sign-in's two steps land on
 * different nodes (nginx round robin) with the code read from the captured mail.
 */

const account = testAccounts[5] as HDAccount
const key = () => randomBytes(32).toString('base64')
const SHOP_ORIGIN = 'http://shop.foyer.localhost:5999'

let build: { dir: string; main: string }
let postgres: PostgresCluster
let redis: RedisServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const mails: Received[] = []
let nginx: RunningNginx
const nodes: RunningNode[] = []
let projectId: string
let api: string
let frameOrigin: string
let pinned: string[]

beforeAll(async () => {
  ;[build, postgres, redis, smtp] = await Promise.all([
    buildDeployment(),
    startPostgresCluster(),
    startRedisServer(),
    startSmtpServer(mails),
  ])
  const [apiPort, framePort, pinA, pinB, ...nodePorts] = await Promise.all(
    Array.from({ length: 8 }, () => freePort()),
  )
  const nodeList = [
    { api: nodePorts[0] as number, frame: nodePorts[1] as number },
    { api: nodePorts[2] as number, frame: nodePorts[3] as number },
  ]
  api = `http://127.0.0.1:${apiPort}`
  // Browsers would open the frame at a sibling subdomain of the dapp's site; Node's fetch cannot
  // resolve *.localhost, so requests go to 127.0.0.1 with this origin as the Origin header.
  frameOrigin = `http://wallet.foyer.localhost:${framePort}`
  pinned = [`127.0.0.1:${pinA}`, `127.0.0.1:${pinB}`]

  // Everything docs/deploy.md asks for, the same on every node but NODE_ID and the ports.
  const shared = {
    PUBLIC_API_URL: api,
    FRAME_ORIGIN: frameOrigin,
    FOYER_TEST_ALLOW_HTTP_LOOPBACK: 'true',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Shop <login@shop.example>',
    AUTH_SHARE_KEY: key(),
    RECOVERY_KEY: key(),
    SOCIAL_SECRET_KEY: key(),
    AUTH_HASH_KEY: key(),
    NAMES_GATEWAY_SIGNER_KEY: `0x${randomBytes(32).toString('hex')}`,
    TRUST_PROXY: 'loopback',
    // No chain runs here: a closed port (the indexer retries quietly at LOG_LEVEL=fatal).
    CHAIN_RPC_URLS: '31337=http://127.0.0.1:9',
    LOG_LEVEL: 'fatal',
  }
  projectId = (
    await runFoyer(build.main, ['project', 'create', '--name', 'Shop', '--origins', SHOP_ORIGIN], {
      DATABASE_URL: postgres.url,
    })
  ).trim()
  for (const [index, ports] of nodeList.entries()) {
    nodes.push(
      await startNode(build.main, {
        ...shared,
        NODE_ID: `node-${index + 1}`,
        API_PORT: String(ports.api),
        FRAME_PORT: String(ports.frame),
      }),
    )
  }
  nginx = await startNginx({
    api: apiPort as number,
    frame: framePort as number,
    nodes: nodeList,
    pinned: [pinA as number, pinB as number],
  })
}, 180_000)

afterAll(async () => {
  await nginx?.stop()
  await Promise.all(nodes.map((node) => node.stop()))
  await Promise.all([postgres?.stop(), redis?.stop(), smtp?.close()])
  if (build) await rm(build.dir, { recursive: true, force: true })
}, 60_000)

const nodeOf = (response: Response) => response.headers.get(NODE_ID_HEADER)

describe('a production deployment: nginx, two nodes, Postgres, Redis, SMTP', () => {
  it('answers through nginx from both nodes, and each pinned port from one node', async () => {
    const seen = new Set<string | null>()
    for (let i = 0; i < 4; i++) seen.add(nodeOf(await fetch(`${api}/health`)))
    expect([...seen].sort()).toEqual(['node-1', 'node-2'])
    expect(nodeOf(await fetch(`http://${pinned[0]}/health`))).toBe('node-1')
    expect(nodeOf(await fetch(`http://${pinned[1]}/health`))).toBe('node-2')
  })

  it('registers no dev route (dev mailbox, OpenID provider, deployments): 404', async () => {
    for (const path of [
      '/dev/mailbox',
      '/dev/oidc/.well-known/openid-configuration',
      '/dev/deployments',
    ]) {
      for (const node of pinned) {
        expect((await fetch(`http://${node}${path}`)).status, `${node}${path}`).toBe(404)
      }
    }
  })

  it("serves the frame page with frame-ancestors of the project's origins", async () => {
    const frame = frameOrigin.replace('wallet.foyer.localhost', '127.0.0.1')
    const page = await fetch(`${frame}/?projectId=${projectId}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${SHOP_ORIGIN}`)
    const html = await page.text()
    expect(html).toContain('<title>Foyer wallet</title>')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${frame}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const unknown = await fetch(`${frame}/?projectId=${'0'.repeat(32)}`)
    expect(unknown.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it('completes a WalletConnect session with the dapp on node 1 and the wallet on node 2', async () => {
    const dapp = await createTestDapp({ url: `ws://${pinned[0]}/relay`, projectId })
    const wallet = await createTestWallet({ url: `ws://${pinned[1]}/relay`, projectId })
    try {
      answerRequests(wallet, account)
      const { session } = await pairSession(dapp, wallet, account.address)
      expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${account.address}`)
      const message = 'Signed through nginx across two nodes'
      const signature = await withTimeout(
        dapp.request<`0x${string}`>({
          topic: session.topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [toHex(message), account.address] },
        }),
        15_000,
        'personal_sign',
      )
      expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    } finally {
      await Promise.all([stopTestCore(dapp.core), stopTestCore(wallet.core)])
    }
  }, 60_000)

  it('signs in by email over SMTP, its two steps answered by different nodes', async () => {
    const email = 'ann@shop.example'
    const deviceId = 'deploy-device-0123456789'
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${path}${projectQuery(projectId)}`, {
        method: 'POST',
        headers: { origin: frameOrigin, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const connect = await post('/auth/v1/email/connect', { email, deviceId })
    expect(connect.status).toBe(200)
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = mails.find((each) => each.to.includes(email))
    expect(mail?.from).toBe('login@shop.example')
    const otp = /Subject: Your sign-in code: (\d{6})/.exec(mail?.raw ?? '')?.[1]
    expect(otp).toMatch(/^\d{6}$/)
    const grant = await post('/auth/v1/email/otp', { email, deviceId, otp })
    expect(grant.status).toBe(200)
    const { token, user } = (await grant.json()) as { token: string; user: { email: string } }
    expect(user.email).toBe(email)
    expect(nodeOf(grant)).not.toBe(nodeOf(connect))

    // The session holds on both nodes (one database).
    const answeredBy = new Set<string | null>()
    for (let i = 0; i < 2; i++) {
      const session = await fetch(`${api}/auth/v1/session${projectQuery(projectId)}`, {
        headers: { origin: frameOrigin, authorization: `Bearer ${token}` },
      })
      expect(session.status).toBe(200)
      answeredBy.add(nodeOf(session))
    }
    expect([...answeredBy].sort()).toEqual(['node-1', 'node-2'])
  })
})
