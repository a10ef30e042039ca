import type { Address, PublicClient } from 'viem'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { KNOWN_POOLS_LIMIT, knownPoolAddress } from './knownPoolAddress'

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

  it('asks again for a pool that did not exist yet', async () => {
    const node = client()
    const answers: Address[] = [zeroAddress, POOL]
    let asked = 0
    const read = async () => answers[asked++] ?? POOL
    expect(await knownPoolAddress(node, 'b', read)).toBe(zeroAddress)
    expect(await knownPoolAddress(node, 'b', read)).toBe(POOL)
    expect(asked).toBe(2)
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
