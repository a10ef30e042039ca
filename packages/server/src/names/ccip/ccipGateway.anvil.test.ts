import {
  type Anvil,
  deployDevContracts,
  foyerOffchainResolverAbi,
  startAnvil,
  testAddresses,
} from '@foyer/devchain'
import { DEV_NAMES_GATEWAY_SIGNER_KEY, type EnsDeployment, evmCoinType } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeErrorResult,
  defineChain,
  type Hex,
  hexToBytes,
  http,
  namehash,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import {
  getEnsAddress,
  getEnsAvatar,
  getEnsName,
  getEnsResolver,
  getEnsText,
  packetToBytes,
} from 'viem/ens'
import { ccipRequest } from 'viem/utils'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { errorHandlers } from '../../http/errorHandlers'
import { ccipGatewayRoutes } from './ccipGatewayRoutes'
import { type MemoryName, memoryNameLookup } from './testing/memoryNameLookup'

const CHAIN_ID = 31337
const [alice, bob, carol] = testAddresses as [Hex, Hex, Hex]
const names: MemoryName[] = []
let clock = new Date()
let anvil: Anvil
let app: FastifyInstance
let ens: EnsDeployment
let apiUrl: string

/** A 1×1 PNG: the avatar image the test API serves (viem checks its content type). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** viem's ENS actions on the dev chain, its Universal Resolver named in the chain. */
function ensClient(request?: typeof ccipRequest) {
  return createPublicClient({
    chain: defineChain({
      id: CHAIN_ID,
      name: 'Foyer dev chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: ens.universalResolver } },
    }),
    transport: http(anvil.rpcUrl),
    ...(request ? { ccipRead: { request } } : {}),
  })
}

/** The offchain resolver's own error inside the Universal Resolver's ResolverError. */
async function resolverErrorOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof BaseError)) throw new Error(`expected a revert, got ${String(error)}`)
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  expect(reverted.data?.errorName).toBe('ResolverError')
  const inner = reverted.data?.args?.[0] as Hex
  return decodeErrorResult({ abi: foyerOffchainResolverAbi, data: inner }).errorName
}

beforeAll(async () => {
  app = Fastify()
  errorHandlers(app)
  ccipGatewayRoutes(app, {
    zone: 'foyer.id',
    lookup: memoryNameLookup(names),
    signerKey: DEV_NAMES_GATEWAY_SIGNER_KEY,
    now: () => clock,
  })
  app.get('/avatar.png', (_, reply) => reply.type('image/png').send(PNG))
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  anvil = await startAnvil({ chainId: CHAIN_ID, port: 0 })
  const deployment = await deployDevContracts({
    chainId: CHAIN_ID,
    rpcUrl: anvil.rpcUrl,
    publicApiUrl: apiUrl,
  })
  if (!deployment.ens) throw new Error('no ENS contracts deployed')
  ens = deployment.ens
})

afterAll(async () => {
  await anvil?.stop()
  await app?.close()
})

beforeEach(() => {
  clock = new Date()
  names.splice(
    0,
    names.length,
    {
      label: 'alice',
      coinType: 60,
      address: alice,
      text: { avatar: `${apiUrl}/avatar.png`, description: 'Alice, from the shop' },
    },
    { label: 'alice', coinType: evmCoinType(CHAIN_ID), address: alice },
    { label: 'bobby', coinType: 60, address: bob },
  )
})

describe('names in other apps: viem ENS actions through the gateway on a dev chain', () => {
  it('resolves label.zone to the address the lookup holds', async () => {
    expect(await getEnsAddress(ensClient(), { name: 'alice.foyer.id' })).toBe(alice)
    expect(await getEnsAddress(ensClient(), { name: 'bobby.foyer.id' })).toBe(bob)
  })

  it('resolves the address of a chain coin type (ENSIP-11)', async () => {
    names.push({ label: 'carol', coinType: evmCoinType(CHAIN_ID), address: carol })
    const client = ensClient()
    expect(
      await getEnsAddress(client, {
        name: 'carol.foyer.id',
        coinType: BigInt(evmCoinType(CHAIN_ID)),
      }),
    ).toBe(carol.toLowerCase()) // viem gives a coin type's address as the raw bytes
    expect(await getEnsAddress(client, { name: 'carol.foyer.id' })).toBeNull()
  })

  it('gives null for a name the lookup does not hold', async () => {
    expect(await getEnsAddress(ensClient(), { name: 'nobody.foyer.id' })).toBeNull()
  })

  it('gives null for a name that breaks the naming rules, without asking the lookup', async () => {
    names.push({ label: 'ab', coinType: 60, address: carol })
    expect(await getEnsAddress(ensClient(), { name: 'ab.foyer.id' })).toBeNull()
  })

  it('gives null for a name outside every registered zone (no resolver)', async () => {
    expect(await getEnsAddress(ensClient(), { name: 'alice.eth' })).toBeNull()
  })

  it('finds the name of an address and back (reverse, forward-verified)', async () => {
    expect(await getEnsName(ensClient(), { address: alice })).toBe('alice.foyer.id')
    expect(
      await getEnsName(ensClient(), { address: alice, coinType: BigInt(evmCoinType(CHAIN_ID)) }),
    ).toBe('alice.foyer.id')
  })

  it('gives null for an address without a name', async () => {
    expect(await getEnsName(ensClient(), { address: carol })).toBeNull()
  })

  it('gives null when the primary name does not resolve back to the address', async () => {
    // carol claims bobby's name: the forward check finds bob's address.
    names.push({ label: 'bobby', coinType: 60, address: carol })
    expect(await getEnsName(ensClient(), { address: carol })).toBeNull()
    await expect(getEnsName(ensClient(), { address: carol, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    )
  })

  it("finds the resolver of a name (getEnsResolver: the zone's offchain resolver)", async () => {
    expect(await getEnsResolver(ensClient(), { name: 'alice.foyer.id' })).toBe(ens.offchainResolver)
    // Registered or not: the zone's wildcard resolver answers for every name under it.
    expect(await getEnsResolver(ensClient(), { name: 'nobody.foyer.id' })).toBe(
      ens.offchainResolver,
    )
    expect(await getEnsResolver(ensClient(), { name: 'alice.eth' })).toBe(zeroAddress)
  })

  it("answers findResolver with the name's node and the offset of the name the resolver is on", async () => {
    const [resolver, node, offset] = await ensClient().readContract({
      address: ens.universalResolver,
      abi: parseAbi(['function findResolver(bytes name) view returns (address, bytes32, uint256)']),
      functionName: 'findResolver',
      args: [toHex(packetToBytes('alice.foyer.id'))],
    })
    expect(resolver).toBe(ens.offchainResolver)
    expect(node).toBe(namehash('alice.foyer.id'))
    expect(offset).toBe(6n) // after the 1-byte length and "alice": foyer.id holds the resolver
  })

  it('answers text records through the gateway, null for one the name does not have', async () => {
    const client = ensClient()
    expect(await getEnsText(client, { name: 'alice.foyer.id', key: 'description' })).toBe(
      'Alice, from the shop',
    )
    expect(await getEnsText(client, { name: 'alice.foyer.id', key: 'url' })).toBeNull()
    expect(await getEnsText(client, { name: 'bobby.foyer.id', key: 'avatar' })).toBeNull()
  })

  it('resolves an avatar (getEnsAvatar) from an http URL and a data URI', async () => {
    expect(await getEnsAvatar(ensClient(), { name: 'alice.foyer.id' })).toBe(`${apiUrl}/avatar.png`)
    const data = `data:image/png;base64,${PNG.toString('base64')}`
    names.unshift({ label: 'bobby', coinType: 60, address: bob, text: { avatar: data } })
    expect(await getEnsAvatar(ensClient(), { name: 'bobby.foyer.id' })).toBe(data)
    expect(await getEnsAvatar(ensClient(), { name: 'nobody.foyer.id' })).toBeNull()
  })

  it('rejects an expired gateway answer in the resolver', async () => {
    clock = new Date(Date.now() - 3_600_000)
    const client = ensClient()
    expect(await getEnsAddress(client, { name: 'alice.foyer.id' })).toBeNull()
    expect(
      await resolverErrorOf(getEnsAddress(client, { name: 'alice.foyer.id', strict: true })),
    ).toBe('SignatureExpired')
  })

  it('rejects a tampered gateway answer in the resolver', async () => {
    // The answer's result (the address) changed on the way: the signature no longer matches.
    const tamper: typeof ccipRequest = async (parameters) => {
      const answer = hexToBytes(await ccipRequest(parameters))
      // abi.encode(result, expires, sig): the result's last byte sits before the 32-byte expiry.
      const index = 4 * 32 + 31
      answer[index] = (answer[index] as number) ^ 0xff
      return toHex(answer)
    }
    const client = ensClient(tamper)
    expect(await getEnsAddress(client, { name: 'alice.foyer.id' })).toBeNull()
    expect(
      await resolverErrorOf(getEnsAddress(client, { name: 'alice.foyer.id', strict: true })),
    ).toBe('InvalidSigner')
  })

  it('rejects an answer signed with another key', async () => {
    const other = Fastify()
    errorHandlers(other)
    ccipGatewayRoutes(other, {
      zone: 'foyer.id',
      lookup: memoryNameLookup(names),
      signerKey: `0x${'11'.repeat(32)}`,
    })
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' })
    try {
      const elsewhere: typeof ccipRequest = (parameters) =>
        ccipRequest({
          ...parameters,
          urls: [`${otherUrl}/v1/names/ccip/{sender}/{data}.json`],
        })
      expect(
        await resolverErrorOf(
          getEnsAddress(ensClient(elsewhere), { name: 'alice.foyer.id', strict: true }),
        ),
      ).toBe('InvalidSigner')
    } finally {
      await other.close()
    }
  })
})
