import { freePort, fundRelayer } from '@foyer/devchain'
import {
  ANY_TARGET,
  DEV_RELAYER,
  encodeSessionSignature,
  foyerAccountAbi,
  foyerAccountFactoryAbi,
  revokeSessionTypedData,
  sessionPeriodIndex,
  VALUE_TRANSFER,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  type ContractFunctionArgs,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
  publicActions,
  toFunctionSelector,
  walletActions,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { type DevChain, startDevChain, testAccount } from '../chain/test/devChain'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

type Session = ContractFunctionArgs<typeof foyerAccountAbi, 'nonpayable', 'grantSession'>[1]

const HOUR = 3600
const CHAIN = 'eip155:31337'
const newKey = () => privateKeyToAccount(generatePrivateKey())

let db: Database
let chain: DevChain
let app: FastifyInstance
/** The same API without a relayer (not in dev mode, no RELAYER_KEY). */
let relayerless: FastifyInstance
let projectId: string

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  await fundRelayer(chain.rpcUrl)
  // A smart-account chain: the sessions routes never call its bundler (the node stands in).
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, bundlerUrl: chain.rpcUrl }],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  app = await createApp(testConfig(), { db, chain: { registry } })
  relayerless = await createApp({ ...testConfig(), devMode: false }, { db, chain: { registry } })
  await Promise.all([app.ready(), relayerless.ready()])
  projectId = (await createProject(db, { name: 'Session shop' })).id
}, 60_000)
afterAll(async () => {
  await Promise.all([app?.close(), relayerless?.close()])
  await Promise.all([chain?.stop(), db?.close()])
})

const client = () =>
  createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl), pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)

const sessionsOf = async (address: string, query: Record<string, string> = { chainId: CHAIN }) => {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/sessions/${address}${projectQuery(projectId, query)}`,
  })
  return { status: response.statusCode, body: response.json() }
}

const revoke = async (address: string, body: unknown, api = app, chainId = CHAIN) => {
  const response = await api.inject({
    method: 'POST',
    url: `/v1/sessions/${address}/revoke${projectQuery(projectId, chainId ? { chainId } : {})}`,
    payload: body as Record<string, unknown>,
  })
  return { status: response.statusCode, body: response.json() }
}

/**
 * A new owner's FoyerAccount, deployed through the factory (anyone may), holding 10 ETH; its
 * owner, with 1 ETH of gas, grants sessions by calling it directly.
 */
async function foyerAccount() {
  const c = client()
  const contracts = chain.deployment.smartAccounts
  if (!contracts) throw new Error('no smart account contracts')
  const owner = newKey()
  const factory = { address: contracts.foyerAccountFactory, abi: foyerAccountFactoryAbi } as const
  const account = await c.readContract({
    ...factory,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const deployed = await c.writeContract({
    ...factory,
    account: testAccount(1),
    chain: null,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  await c.waitForTransactionReceipt({ hash: deployed })
  await c.setBalance({ address: owner.address, value: parseEther('1') })
  await c.setBalance({ address: account, value: parseEther('10') })
  const contract = { address: account, abi: foyerAccountAbi } as const

  const grant = async (key: Address, session: Session) => {
    const hash = await c.writeContract({
      ...contract,
      account: owner,
      chain: null,
      functionName: 'grantSession',
      args: [key, session],
    })
    expect((await c.waitForTransactionReceipt({ hash })).status).toBe('success')
  }
  /** The owner's signed revocation of `key` at the account's current revocation nonce. */
  const signRevocation = async (key: Address, signer: LocalAccount = owner) => {
    const nonce = await c.readContract({ ...contract, functionName: 'revocationNonce' })
    if (!signer.signTypedData) throw new Error('the key cannot sign typed data')
    return signer.signTypedData(revokeSessionTypedData({ account, chainId: 31337, key, nonce }))
  }
  /** Sends `value` wei to `to` in a user operation the session key signs (the test bundles it). */
  const spendAsSession = async (key: LocalAccount, to: Address, value: bigint) => {
    const session = await c.readContract({
      ...contract,
      functionName: 'sessionOf',
      args: [key.address],
    })
    const { timestamp } = await c.getBlock()
    const nonce = await c.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'getNonce',
      args: [account, 0n],
    })
    const operation = {
      sender: account,
      nonce,
      callData: encodeFunctionData({
        abi: foyerAccountAbi,
        functionName: 'execute',
        args: [to, value, '0x'],
      }),
      callGasLimit: 300_000n,
      verificationGasLimit: 1_000_000n,
      preVerificationGas: 60_000n,
      // No fee: the account pays no gas, so only the value counts against the allowance.
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    }
    if (!key.sign) throw new Error('the key cannot sign a hash')
    const hash = getUserOperationHash({
      userOperation: { ...operation, signature: '0x' },
      entryPointAddress: entryPoint08Address,
      entryPointVersion: '0.8',
      chainId: 31337,
    })
    const signature = encodeSessionSignature({
      key: key.address,
      periodIndex: sessionPeriodIndex(session, timestamp + 1n),
      signature: await key.sign({ hash }),
    })
    const bundler = testAccount(2)
    const tx = await c.writeContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      account: bundler,
      chain: null,
      functionName: 'handleOps',
      args: [[toPackedUserOperation({ ...operation, signature })], bundler.address],
    })
    expect((await c.waitForTransactionReceipt({ hash: tx })).status).toBe('success')
  }
  return { owner, account, contract, grant, signRevocation, spendAsSession }
}

/** A session of hour-long periods, begun 10 s ago, for a day, 1 ETH a period, paying anyone. */
async function session(overrides: Partial<Session> = {}): Promise<Session> {
  const now = Number((await client().getBlock()).timestamp)
  return {
    validAfter: now - 10,
    validUntil: now + 24 * HOUR,
    period: HOUR,
    spendLimit: parseEther('1'),
    calls: [{ target: ANY_TARGET, selector: VALUE_TRANSFER }],
    ...overrides,
  }
}

describe('GET /v1/sessions/:address', () => {
  it('lists the sessions granted on an account, read from the chain, with what each spent this period', async () => {
    const { account, grant, spendAsSession } = await foyerAccount()
    const payer = newKey()
    const caller = newKey()
    const token = chain.deployment.tokens[0]?.address
    if (!token) throw new Error('no dev token')
    const transfer = toFunctionSelector('transfer(address,uint256)')
    const paying = await session()
    const calling = await session({
      spendLimit: 0n,
      period: 60,
      calls: [{ target: token, selector: transfer }],
    })
    await grant(payer.address, paying)
    await grant(caller.address, calling)
    await spendAsSession(payer, newKey().address, parseEther('0.25'))

    const { status, body } = await sessionsOf(account)
    expect(status).toBe(200)
    expect(body).toEqual({
      sessions: [
        {
          chainId: 31337,
          pci: payer.address.toLowerCase(),
          key: payer.address,
          validAfter: paying.validAfter,
          validUntil: paying.validUntil,
          period: HOUR,
          spendLimit: parseEther('1').toString(),
          spent: parseEther('0.25').toString(),
          active: true,
          permissions: [{ target: ANY_TARGET, selector: VALUE_TRANSFER }],
        },
        {
          chainId: 31337,
          pci: caller.address.toLowerCase(),
          key: caller.address,
          validAfter: calling.validAfter,
          validUntil: calling.validUntil,
          period: 60,
          spendLimit: '0',
          spent: '0',
          active: true,
          permissions: [{ target: token, selector: transfer }],
        },
      ],
    })
    // Without a chainId: every smart-account network; the address in lowercase is the same account.
    expect((await sessionsOf(account.toLowerCase(), {})).body).toEqual(body)

    // An hour on, the spending belongs to a past period; a day on, the sessions have expired.
    const c = client()
    await c.increaseTime({ seconds: HOUR })
    await c.mine({ blocks: 1 })
    const later = (await sessionsOf(account)).body.sessions
    expect(later.map((entry: { spent: string }) => entry.spent)).toEqual(['0', '0'])
    await c.increaseTime({ seconds: 24 * HOUR })
    await c.mine({ blocks: 1 })
    const expired = (await sessionsOf(account)).body.sessions
    expect(expired.map((entry: { active: boolean }) => entry.active)).toEqual([false, false])
  })

  it('lists none for an address without an account, or whose code is not a FoyerAccount', async () => {
    expect(await sessionsOf(newKey().address)).toEqual({ status: 200, body: { sessions: [] } })
    const token = chain.deployment.tokens[0]?.address ?? ''
    expect(await sessionsOf(token)).toEqual({ status: 200, body: { sessions: [] } })
    const { account } = await foyerAccount()
    expect(await sessionsOf(account, {})).toEqual({ status: 200, body: { sessions: [] } })
  })

  it('is a 400 for a bad address or chain', async () => {
    expect(await sessionsOf('0x1234')).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_PARAMS' } },
    })
    expect(await sessionsOf(newKey().address, { chainId: 'eip155:1' })).toMatchObject({
      status: 400,
      body: { error: { code: 'UNSUPPORTED_CHAIN' } },
    })
  })
})

describe('a node that does not answer', () => {
  it('is a 502 for both routes, never a shorter list nor a revocation sent', async () => {
    const rpcUrl = `http://127.0.0.1:${await freePort()}`
    const down = await createApp(testConfig(), {
      db,
      chain: {
        registry: createChainRegistry({
          chains: [{ chainId: 31337, rpcUrl, bundlerUrl: rpcUrl }],
          deployments: async () => ({ chains: [chain.deployment] }),
        }),
        rpcPolicy: { retryCount: 0, retryDelayMs: 1, timeoutMs: 2_000 },
      },
    })
    try {
      const address = newKey().address
      for (const query of [{ chainId: CHAIN }, {}] as Record<string, string>[]) {
        const response = await down.inject({
          method: 'GET',
          url: `/v1/sessions/${address}${projectQuery(projectId, query)}`,
        })
        expect(response.statusCode).toBe(502)
        expect(response.json()).toMatchObject({ error: { code: 'SESSIONS_UNAVAILABLE' } })
      }
      const signature = `0x${'ab'.repeat(65)}`
      expect(await revoke(address, { pci: newKey().address, signature }, down)).toMatchObject({
        status: 502,
        body: { error: { code: 'REVOCATION_FAILED' } },
      })
    } finally {
      await down.close()
    }
  })
})

describe('POST /v1/sessions/:address/revoke', () => {
  it("ends a session with its owner's signature, sent and paid for by the relayer", async () => {
    const { account, contract, grant, signRevocation } = await foyerAccount()
    const [ended, kept] = [newKey().address, newKey().address]
    await grant(ended, await session())
    await grant(kept, await session())
    const c = client()
    const accountBalance = await c.getBalance({ address: account })

    // The pci in any case, its checksum not checked.
    const pci = `0x${ended
      .slice(2)
      .toLowerCase()
      .replace(/[a-f]/, (letter) => letter.toUpperCase())}`
    const { status, body } = await revoke(account, { pci, signature: await signRevocation(ended) })
    expect(status).toBe(200)
    expect(body).toEqual({
      revoked: true,
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    const receipt = await c.getTransactionReceipt({ hash: body.transactionHash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(DEV_RELAYER.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(account.toLowerCase())
    // Ended on chain; the account paid nothing; the list no longer has it.
    expect(
      (await c.readContract({ ...contract, functionName: 'sessionOf', args: [ended] })).validUntil,
    ).toBe(0)
    expect(await c.getBalance({ address: account })).toBe(accountBalance)
    const listed = (await sessionsOf(account)).body.sessions
    expect(listed.map((entry: { key: string }) => entry.key)).toEqual([kept])
  })

  it('refuses, before sending anything, a signature not the owner’s and a session that is not there', async () => {
    const { account, grant, signRevocation } = await foyerAccount()
    const key = newKey().address
    await grant(key, await session())
    const c = client()
    const relayerNonce = await c.getTransactionCount({ address: DEV_RELAYER })

    // Another key's signature; the owner's for another session key.
    expect(
      await revoke(account, { pci: key, signature: await signRevocation(key, newKey()) }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'SESSION_SIGNATURE_INVALID' } },
    })
    const other = newKey().address
    await grant(other, await session())
    expect(
      await revoke(account, { pci: key, signature: await signRevocation(other) }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'SESSION_SIGNATURE_INVALID' } },
    })
    // No such session: an unknown key, an address without an account, a contract that is not one.
    const signature = await signRevocation(key)
    const notFound = { status: 404, body: { error: { code: 'SESSION_NOT_FOUND' } } }
    expect(await revoke(account, { pci: newKey().address, signature })).toMatchObject(notFound)
    expect(await revoke(newKey().address, { pci: key, signature })).toMatchObject(notFound)
    const token = chain.deployment.tokens[0]?.address ?? ''
    expect(await revoke(token, { pci: key, signature })).toMatchObject(notFound)
    expect(await c.getTransactionCount({ address: DEV_RELAYER })).toBe(relayerNonce)

    // Sent once; the same signature again finds no session.
    expect((await revoke(account, { pci: key, signature })).status).toBe(200)
    expect(await revoke(account, { pci: key, signature })).toMatchObject(notFound)
  })

  it('is a 400 for a bad body, address or chain, and without a relayer', async () => {
    const { account } = await foyerAccount()
    const pci = newKey().address
    const signature = `0x${'ab'.repeat(65)}`
    const invalid = { status: 400, body: { error: { code: 'INVALID_PARAMS' } } }
    for (const body of [
      {},
      { pci },
      { pci: '0x12', signature },
      { pci, signature: '0x1234' },
      { pci, signature: 42 },
    ]) {
      expect(await revoke(account, body), JSON.stringify(body)).toMatchObject(invalid)
    }
    expect(await revoke('0xnothex', { pci, signature })).toMatchObject(invalid)
    expect(await revoke(account, { pci, signature }, app, '')).toMatchObject(invalid)
    expect(await revoke(account, { pci, signature }, app, 'eip155:1')).toMatchObject({
      status: 400,
      body: { error: { code: 'UNSUPPORTED_CHAIN' } },
    })
    expect(await revoke(account, { pci, signature }, relayerless)).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'RELAYER_UNAVAILABLE',
          message: 'No relayer sends revocations on this network',
        },
      },
    })
  })
})
