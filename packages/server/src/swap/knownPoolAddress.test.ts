import type { Address, PublicClient } from 'viem'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { ABSENT_POOL_MS, KNOWN_POOLS_LIMIT, knownPoolAddress } from './knownPoolAddress'

const POOL: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const client = () => ({}) as PublicClient

describe('knownPoolAddress', () => {
  it('asks the factory once for a pool that exists', async () => {
    const node = client()
    let asked = 0
    const read = async () => {
      asked++
      return POOL
    }
    expect(await knownPoolAddress(node, 'a', read)).toBe(POOL)
    expect(await knownPoolAddress(node, 'a', read)).toBe(POOL)
    expect(asked).toBe(1)
    // Another node (another chain) asks again.
    expect(await knownPoolAddress(client(), 'a', read)).toBe(POOL)
    expect(asked).toBe(2)
  })

  it('takes an absent pool as absent for ABSENT_POOL_MS only, then asks again', async () => {
    const node = client()
    const answers: (Address | undefined)[] = [zeroAddress, POOL]
    let asked = 0
    const read = async () => answers[asked++] ?? POOL
    let now = 1_000
    const clock = () => now
    expect(await knownPoolAddress(node, 'b', read, clock)).toBe(zeroAddress)
    now += ABSENT_POOL_MS - 1
    // Still absent: the factory is not asked (a quote skips that fee tier or path).
    expect(await knownPoolAddress(node, 'b', read, clock)).toBe(zeroAddress)
    expect(asked).toBe(1)
    now += 1
    // Created meanwhile: found once the absence is over, and kept from then on.
    expect(await knownPoolAddress(node, 'b', read, clock)).toBe(POOL)
    now += 10 * ABSENT_POOL_MS
    expect(await knownPoolAddress(node, 'b', read, clock)).toBe(POOL)
    expect(asked).toBe(2)
  })

  it('takes a factory that did not answer as no pool, for a while', async () => {
    const node = client()
    let asked = 0
    const read = async () => {
      asked++
      return undefined
    }
    expect(await knownPoolAddress(node, 'c', read)).toBe(zeroAddress)
    expect(await knownPoolAddress(node, 'c', read)).toBe(zeroAddress)
    expect(asked).toBe(1)
  })

  it('keeps at most KNOWN_POOLS_LIMIT addresses per node', async () => {
    const node = client()
    let asked = 0
    const read = async () => {
      asked++
      return POOL
    }
    for (let index = 0; index <= KNOWN_POOLS_LIMIT; index++) {
      await knownPoolAddress(node, `pool ${index}`, read)
    }
    // The first one was let go when the limit was reached: asked again.
    await knownPoolAddress(node, 'pool 0', read)
    expect(asked).toBe(KNOWN_POOLS_LIMIT + 2)
  })
})
