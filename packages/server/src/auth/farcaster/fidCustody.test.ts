import { type Anvil, startAnvil, testAddresses } from '@foyer/devchain'
import { createTestClient, http, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/postgresCluster'
import {
  devFidRegistry,
  FARCASTER_ID_REGISTRY_ADDRESS,
  FidCustodyUnavailable,
  idRegistryCustody,
} from './fidCustody'

/**
 * A stand-in for the IdRegistry, 12 bytes of EVM code: whatever is called with a uint256 argument
 * answers the storage slot of that number, so `custodyOf(fid)` reads slot `fid`.
 */
const REGISTRY_STAND_IN = '0x6004355460005260206000f3'

describe('idRegistryCustody against a chain', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 10, port: 0 })
    const client = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    await client.setCode({ address: FARCASTER_ID_REGISTRY_ADDRESS, bytecode: REGISTRY_STAND_IN })
    await client.setStorageAt({
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      index: numberToHex(42, { size: 32 }),
      value: pad(testAddresses[3] as `0x${string}`),
    })
  })
  afterAll(async () => {
    await anvil.stop()
  })

  it('reads custodyOf(fid) at the IdRegistry address', async () => {
    const registry = idRegistryCustody({ rpcUrl: anvil.rpcUrl })
    expect(await registry.custodyOf(42)).toBe(testAddresses[3])
  })

  it('answers null for a fid nobody holds (the zero address)', async () => {
    const registry = idRegistryCustody({ rpcUrl: anvil.rpcUrl })
    expect(await registry.custodyOf(43)).toBeNull()
  })

  it('fails clearly where no registry is deployed', async () => {
    const registry = idRegistryCustody({
      rpcUrl: anvil.rpcUrl,
      address: '0x000000000000000000000000000000000000dEaD',
    })
    const error = await registry.custodyOf(42).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FidCustodyUnavailable)
    expect((error as Error).message).toMatch(
      /^the Farcaster ID registry could not be read through 127\.0\.0\.1:\d+: /,
    )
  })

  it('fails clearly when the node cannot be reached', async () => {
    const port = await freePort()
    const registry = idRegistryCustody({ rpcUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 })
    const error = await registry.custodyOf(42).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FidCustodyUnavailable)
    expect((error as Error).message).toContain(
      `the Farcaster ID registry could not be read through 127.0.0.1:${port}: HTTP request failed`,
    )
  })
})

describe('devFidRegistry', () => {
  it('knows only its test users', async () => {
    const registry = devFidRegistry([{ fid: 9001, custody: testAddresses[1] as `0x${string}` }])
    expect(await registry.custodyOf(9001)).toBe(testAddresses[1])
    expect(await registry.custodyOf(1)).toBeNull()
    expect(registry.name).toContain('dev')
  })
})
