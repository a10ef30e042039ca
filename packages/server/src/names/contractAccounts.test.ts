import { type Anvil, startAnvil, testAccounts } from '@foyer/devchain'
import { nameRecordSchema, namesErrorSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  serializeErc6492Signature,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { signedNameRequest } from './testing/signedNameRequest'
import {
  testSmartWalletFactoryAbi,
  testSmartWalletFactoryBytecode,
} from './testing/testSmartWalletArtifact'

const OWNER = testAccounts[6] as (typeof testAccounts)[0]
const STRANGER = testAccounts[7] as (typeof testAccounts)[0]

let db: Database
let anvil: Anvil
let app: FastifyInstance
let project: Project
let factory: Address

const salt = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: 31337, port: 0 })])
  const transport = http(anvil.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const wallet = createWalletClient({ account: OWNER, transport })
  const hash = await wallet.deployContract({
    abi: testSmartWalletFactoryAbi,
    bytecode: testSmartWalletFactoryBytecode,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('The factory was not deployed')
  factory = receipt.contractAddress
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    deployments: async () => undefined,
  })
  app = await createApp(testConfig(), { db, chain: { registry } })
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await app.close()
  await Promise.all([anvil.stop(), db.close()])
})

const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
const walletAddress = (n: number) =>
  client().readContract({
    address: factory,
    abi: testSmartWalletFactoryAbi,
    functionName: 'walletAddress',
    args: [OWNER.address, salt(n)],
  })

async function deployWallet(n: number): Promise<Address> {
  const wallet = createWalletClient({ account: OWNER, transport: http(anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    address: factory,
    abi: testSmartWalletFactoryAbi,
    functionName: 'deploy',
    args: [OWNER.address, salt(n)],
    chain: null,
  })
  await client().waitForTransactionReceipt({ hash })
  return walletAddress(n)
}

const post = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/v1/profile/account${projectQuery(project.id)}`,
    payload: body,
  })

describe('names for contract accounts', () => {
  it('registers a name for a deployed contract account (ERC-1271), signed by its owner', async () => {
    const account = await deployWallet(1)
    expect(await client().getCode({ address: account })).toMatch(/^0x.+/)
    const request = await signedNameRequest(OWNER, { name: 'vault.foyer.id', address: account })
    const response = await post(request)
    expect(response.statusCode, response.body).toBe(201)
    expect(Object.values(nameRecordSchema.parse(response.json()).addresses)[0]?.address).toBe(
      account,
    )
    // Not a plain account: its name answers only for its own chain.
    expect(
      await db.query('SELECT plain_account FROM name_addresses WHERE label = $1', ['vault']),
    ).toEqual([{ plain_account: false }])
  })

  it('refuses a contract account signature by someone who does not own it', async () => {
    const account = await deployWallet(2)
    const request = await signedNameRequest(STRANGER, { name: 'thief.foyer.id', address: account })
    const response = await post(request)
    expect(response.statusCode).toBe(401)
    expect(namesErrorSchema.parse(response.json()).error.code).toBe('INVALID_SIGNATURE')
  })

  it('registers a name for an undeployed contract account (ERC-6492) without deploying it', async () => {
    const account = await walletAddress(3)
    expect(await client().getCode({ address: account })).toBeUndefined()
    const request = await signedNameRequest(OWNER, { name: 'future.foyer.id', address: account })
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: testSmartWalletFactoryAbi,
        functionName: 'deploy',
        args: [OWNER.address, salt(3)],
      }),
      signature: request.signature,
    })
    const response = await post({ ...request, signature })
    expect(response.statusCode, response.body).toBe(201)
    expect(await client().getCode({ address: account })).toBeUndefined()
  })

  it('refuses an ERC-6492 signature by someone who does not own the account', async () => {
    const account = await walletAddress(4)
    const request = await signedNameRequest(STRANGER, {
      name: 'future2.foyer.id',
      address: account,
    })
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: testSmartWalletFactoryAbi,
        functionName: 'deploy',
        args: [OWNER.address, salt(4)],
      }),
      signature: request.signature,
    })
    const response = await post({ ...request, signature })
    expect(response.statusCode).toBe(401)
  })
})
