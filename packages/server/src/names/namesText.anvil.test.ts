import { type Anvil, deployDevContracts, startAnvil, testAccounts } from '@foyer/devchain'
import { type EnsDeployment, NAMES_ROUTES, nameRecordSchema } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, defineChain, http, type LocalAccount } from 'viem'
import { getEnsAddress, getEnsAvatar, getEnsResolver, getEnsText } from 'viem/ens'
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
import { signedNameTextRequest } from './testing/signedNameTextRequest'

const CHAIN_ID = 31337
const ALICE = testAccounts[1] as LocalAccount
const BOB = testAccounts[2] as LocalAccount

let db: Database
let anvil: Anvil
let app: FastifyInstance
let apiUrl: string
let project: Project
let ens: EnsDeployment

beforeAll(async () => {
  ;[db, anvil] = await Promise.all([migratedPglite(), startAnvil({ chainId: CHAIN_ID, port: 0 })])
  app = await createApp(testConfig(), {
    db,
    chain: {
      registry: createChainRegistry({
        chains: [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl }],
        deployments: async () => undefined,
      }),
    },
  })
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const deployment = await deployDevContracts({
    chainId: CHAIN_ID,
    rpcUrl: anvil.rpcUrl,
    publicApiUrl: apiUrl,
  })
  if (!deployment.ens) throw new Error('no ENS contracts deployed')
  ens = deployment.ens
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await app?.close()
  await Promise.all([anvil?.stop(), db?.close()])
})

/** viem's ENS actions on the dev chain, its Universal Resolver named in the chain. */
function ensClient() {
  return createPublicClient({
    chain: defineChain({
      id: CHAIN_ID,
      name: 'Foyer dev chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: ens.universalResolver } },
    }),
    transport: http(anvil.rpcUrl),
  })
}

const post = (path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${path}${projectQuery(project.id)}`, payload })

describe('text records set through the API, read by other apps through viem', () => {
  it('registers a name, sets its avatar signed by its holder, and getEnsAvatar resolves it', async () => {
    const name = 'alicia.foyer.id'
    const registered = await post(
      NAMES_ROUTES.register.path,
      await signedNameRequest(ALICE, { name }),
    )
    expect(registered.statusCode, registered.body).toBe(201)
    const client = ensClient()
    expect(await getEnsResolver(client, { name })).toBe(ens.offchainResolver)
    expect(await getEnsAddress(client, { name })).toBe(ALICE.address)
    expect(await getEnsAvatar(client, { name })).toBeNull()

    // An image the API itself serves (viem checks that the URL answers with an image).
    const avatar = `${apiUrl}/public/getTokenImage/ETH${projectQuery(project.id)}`
    const text = { avatar, description: 'Alicia, from the shop' }
    const refused = await post(
      NAMES_ROUTES.setText.path,
      await signedNameTextRequest(BOB, { name, text, address: ALICE.address }),
    )
    expect(refused.statusCode).toBe(401)
    expect(await getEnsText(client, { name, key: 'avatar' })).toBeNull()

    const set = await post(
      NAMES_ROUTES.setText.path,
      await signedNameTextRequest(ALICE, { name, text }),
    )
    expect(set.statusCode, set.body).toBe(200)
    expect(nameRecordSchema.parse(set.json()).attributes).toEqual(text)
    expect(await getEnsText(client, { name, key: 'description' })).toBe('Alicia, from the shop')
    expect(await getEnsText(client, { name, key: 'avatar' })).toBe(avatar)
    expect(await getEnsAvatar(client, { name })).toBe(avatar)
  })
})
