import { type Bundler, fundPaymaster, startBundler } from '@foyer/devchain'
import { bundlerFeesPerGas, toFoyerSmartAccount } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  BaseError,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  RpcRequestError,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { signAuthorization } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { type DevChain, startDevChain, testAccount } from '../chain/test/devChain'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import { setProjectFeature } from '../projects/setProjectFeature'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let db: Database
let chain: DevChain
let bundler: Bundler
let app: FastifyInstance
let apiUrl: string
/** Sponsors up to two operations per account and day. */
let capped: Project
/** Sponsors nothing. */
let unsponsored: Project

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  const smartAccounts = chain.deployment.smartAccounts
  if (!smartAccounts) throw new Error('no smart account contracts on the dev chain')
  ;[bundler] = await Promise.all([
    startBundler({ rpcUrl: chain.rpcUrl, port: 0 }),
    fundPaymaster(chain.rpcUrl, smartAccounts),
  ])
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, bundlerUrl: bundler.url }],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  app = await createApp(testConfig(), { db, chain: { registry } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  apiUrl = `http://127.0.0.1:${address.port}`
  ;[capped, unsponsored] = await Promise.all([
    createProject(db, { name: 'Capped shop' }),
    createProject(db, { name: 'Plain shop' }),
  ])
  await setProjectFeature(db, capped.id, {
    id: 'gasSponsorship',
    isEnabled: true,
    config: { dailyOperationsPerAccount: 2, allowedContracts: [] },
  })
}, 60_000)
afterAll(async () => {
  await app?.close()
  await Promise.all([bundler?.stop(), chain?.stop(), db?.close()])
})

const url = (path: string, project: Project) =>
  `${apiUrl}${path}${projectQuery(project.id, { chainId: 'eip155:31337' })}`

/** A new visitor's FoyerAccount, with clients on the API's node, bundler and paymaster routes. */
async function visitor(project: Project) {
  const devChain = defineChain({
    id: 31337,
    name: 'Dev chain A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url('/v1', project)] } },
  })
  const client = createPublicClient({ chain: devChain, transport: http(url('/v1', project)) })
  const networks = chain.deployment.smartAccounts
  if (!networks) throw new Error('no smart accounts')
  const account: SmartAccount = await toFoyerSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    entryPoint: networks.entryPoint,
    factory: networks.foyerAccountFactory,
  })
  const bundlerClient = createBundlerClient({
    account,
    client,
    transport: http(url('/v1/bundler', project)),
    paymaster: createPaymasterClient({ transport: http(url('/v1/paymaster', project)) }),
    userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
    pollingInterval: 50,
  })
  return { account, client, bundler: bundlerClient }
}

/** What the paymaster refused with: its JSON-RPC error's `data.code`. */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    const rpc =
      error instanceof BaseError ? error.walk((e) => e instanceof RpcRequestError) : undefined
    return rpc instanceof RpcRequestError ? (rpc.data as { code?: unknown }).code : error
  }
  throw new Error('not refused')
}

describe('smart accounts through the API', () => {
  it('lists the network, its contracts and the project sponsorship', async () => {
    const response = await fetch(url('/v1/smart-accounts', capped))
    expect(response.status).toBe(200)
    const smartAccounts = chain.deployment.smartAccounts
    expect(await response.json()).toEqual({
      networks: [
        {
          chainId: 31337,
          entryPoint: smartAccounts?.entryPoint,
          accountFactory: smartAccounts?.foyerAccountFactory,
          delegation: smartAccounts?.simple7702Account,
          paymaster: smartAccounts?.paymaster,
        },
      ],
      sponsorship: {
        isEnabled: true,
        policy: { dailyOperationsPerAccount: 2, allowedContracts: [] },
      },
    })
  })

  it('deploys a new account with its first sponsored batch: both calls land, no gas paid', async () => {
    const { account, client, bundler: b } = await visitor(capped)
    await chain.sendEther(testAccount(0), account.address, parseEther('1'))
    const token = chain.deployment.tokens[0]?.address
    if (!token) throw new Error('no dev token')
    await chain.sendToken(testAccount(0), token, account.address, 1000n)
    expect(await account.isDeployed()).toBe(false)
    const hash = await b.sendUserOperation({
      calls: [
        { to: RECEIVER, value: parseEther('0.25') },
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECEIVER, 400n],
          }),
        },
      ],
    })
    const receipt = await b.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await account.isDeployed()).toBe(true)
    // Exactly the call's value left the account: the paymaster paid the gas.
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.75'))
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(600n)
    expect(receipt.paymaster?.toLowerCase()).toBe(
      chain.deployment.smartAccounts?.paymaster.toLowerCase(),
    )
  })

  it("sponsors an EOA's first batch through EIP-7702: delegated at its own address, no gas paid", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const devChain = defineChain({
      id: 31337,
      name: 'Dev chain A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url('/v1', capped)] } },
    })
    const client = createPublicClient({ chain: devChain, transport: http(url('/v1', capped)) })
    const contracts = chain.deployment.smartAccounts
    if (!contracts) throw new Error('no smart accounts')
    const account = await toSimple7702SmartAccount({
      client,
      owner,
      implementation: contracts.simple7702Account,
    })
    const b = createBundlerClient({
      account,
      client,
      transport: http(url('/v1/bundler', capped)),
      paymaster: createPaymasterClient({ transport: http(url('/v1/paymaster', capped)) }),
      userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
      pollingInterval: 50,
    })
    await chain.sendEther(testAccount(0), owner.address, parseEther('1'))
    const hash = await b.sendUserOperation({
      calls: [
        { to: RECEIVER, value: parseEther('0.1') },
        { to: RECEIVER, value: parseEther('0.2') },
      ],
      authorization: await signAuthorization(client, {
        account: owner,
        address: contracts.simple7702Account,
      }),
    })
    expect((await b.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(await client.getBalance({ address: owner.address })).toBe(parseEther('0.7'))
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${contracts.simple7702Account.slice(2).toLowerCase()}`,
    )
  })

  it('refuses the operation past the daily cap, before anything is sent', async () => {
    const { account, bundler: b } = await visitor(capped)
    await chain.sendEther(testAccount(0), account.address, parseEther('1'))
    for (let i = 0; i < 2; i++) {
      const hash = await b.sendUserOperation({ calls: [{ to: RECEIVER, value: 1n }] })
      expect((await b.waitForUserOperationReceipt({ hash })).success).toBe(true)
    }
    expect(await refusal(b.sendUserOperation({ calls: [{ to: RECEIVER, value: 1n }] }))).toBe(
      'SPONSORSHIP_DAILY_CAP',
    )
  })

  it('sponsors nothing for a project that did not switch it on', async () => {
    const { bundler: b } = await visitor(unsponsored)
    expect(await refusal(b.sendUserOperation({ calls: [{ to: RECEIVER, value: 1n }] }))).toBe(
      'SPONSORSHIP_OFF',
    )
  })

  it('passes only the bundler RPC to the bundler', async () => {
    const call = (method: string) =>
      fetch(url('/v1/bundler', capped), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      }).then((response) => response.json())
    expect(await call('eth_supportedEntryPoints')).toMatchObject({
      result: [chain.deployment.smartAccounts?.entryPoint],
    })
    expect(await call('debug_bundler_clearState')).toMatchObject({ error: { code: -32601 } })
  })

  it('answers bad paymaster requests with JSON-RPC errors, never a signature', async () => {
    const post = async (body: string) => {
      const response = await fetch(url('/v1/paymaster', capped), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(200)
      return response.json()
    }
    const request = (method: string, params: unknown[]) =>
      JSON.stringify({ jsonrpc: '2.0', id: 7, method, params })
    expect(await post('{"jsonrpc":')).toMatchObject({ error: { code: -32700 } })
    expect(await post(request('pm_sponsorUserOperation', []))).toMatchObject({
      id: 7,
      error: { code: -32601 },
    })
    expect(await post(request('pm_getPaymasterData', [{ sender: '0x12' }]))).toMatchObject({
      error: { code: -32600 },
    })
    const op = {
      sender: RECEIVER,
      nonce: '0x0',
      callData: '0x',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    }
    expect(await post(request('pm_getPaymasterData', [op, RECEIVER, '0x7a69', {}]))).toMatchObject({
      error: { code: -32600, message: expect.stringContaining('EntryPoint') },
    })
    expect(
      await post(
        request('pm_getPaymasterData', [op, chain.deployment.smartAccounts?.entryPoint, '0x1', {}]),
      ),
    ).toMatchObject({ error: { code: -32600 } })
  })

  it('is a 400 for a chain the API does not serve', async () => {
    const response = await fetch(
      `${apiUrl}/v1/paymaster${projectQuery(capped.id, { chainId: 'eip155:1' })}`,
      { method: 'POST', body: '{}' },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_CHAIN' } })
  })
})
