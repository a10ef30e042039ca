import { testAccounts } from '@foyer/devchain'
import { evmCoinType } from '@foyer/protocol'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { createNameLookup } from './nameLookup'

const ALICE = (testAccounts[0] as (typeof testAccounts)[0]).address
const BOB = (testAccounts[1] as (typeof testAccounts)[0]).address
const A = evmCoinType(31337)
const B = evmCoinType(31338)
/** A contract account: its name holds on its own chain only. */
const VAULT = getAddress('0x00000000000000000000000000000000000fa11e')

let db: Database
beforeAll(async () => {
  db = await migratedPglite()
  const at = new Date('2026-01-01T00:00:00Z')
  await db.query(
    `INSERT INTO names (label, attributes, created_at, updated_at)
     VALUES ('alice', $2, $1, $1), ('bobby', '{}', $1, $1), ('vault', '{}', $1, $1)`,
    [at, JSON.stringify({ avatar: 'https://a.example/alice.png', count: 3 })],
  )
  await db.query(
    `INSERT INTO name_addresses (label, coin_type, address, plain_account, created_at)
     VALUES ('alice', $1, $2, true, $3), ('bobby', $4, $5, true, $3), ('vault', $1, $6, false, $3)`,
    [A, ALICE, at, B, BOB, VAULT],
  )
})
afterAll(() => db.close())

describe('createNameLookup (for the ENS gateway)', () => {
  const lookup = () => createNameLookup(db)

  it('finds the address of a label under its coin type, checksummed, any case of label', async () => {
    expect(await lookup().addressOf('alice', A)).toBe(ALICE)
    expect(await lookup().addressOf('ALICE', A)).toBe(ALICE)
  })

  it("finds nothing under another chain's coin type, or for a free label", async () => {
    expect(await lookup().addressOf('alice', B)).toBeNull()
    expect(await lookup().addressOf('nobody', A)).toBeNull()
    expect(await lookup().addressOf('nobody', 60)).toBeNull()
  })

  it("answers coin type 60 and ENSIP-19's default with the registration on any chain", async () => {
    expect(await lookup().addressOf('alice', 60)).toBe(ALICE)
    expect(await lookup().addressOf('bobby', 0x8000_0000)).toBe(BOB)
    expect(await lookup().nameOf(BOB, 60)).toBe('bobby')
    expect(await lookup().nameOf(ALICE, 0x8000_0000)).toBe('alice')
  })

  it("keeps a contract account's name on its own chain", async () => {
    expect(await lookup().addressOf('vault', A)).toBe(VAULT)
    expect(await lookup().nameOf(VAULT, A)).toBe('vault')
    expect(await lookup().addressOf('vault', 60)).toBeNull()
    expect(await lookup().addressOf('vault', 0x8000_0000)).toBeNull()
    expect(await lookup().nameOf(VAULT, 60)).toBeNull()
  })

  it('finds the label of an address under its coin type, any case of address', async () => {
    expect(await lookup().nameOf(ALICE, A)).toBe('alice')
    expect(await lookup().nameOf(ALICE.toLowerCase() as `0x${string}`, A)).toBe('alice')
    expect(await lookup().nameOf(BOB, B)).toBe('bobby')
    expect(await lookup().nameOf(BOB, A)).toBeNull()
    expect(await lookup().nameOf('0x1234', A)).toBeNull()
  })
})

describe('createNameLookup text records', () => {
  it("answers a label's text record (any case of label), null when it has none", async () => {
    const lookup = createNameLookup(db)
    expect(await lookup.textOf('alice', 'avatar')).toBe('https://a.example/alice.png')
    expect(await lookup.textOf('ALICE', 'avatar')).toBe('https://a.example/alice.png')
    expect(await lookup.textOf('alice', 'url')).toBeNull()
    expect(await lookup.textOf('bobby', 'avatar')).toBeNull()
    expect(await lookup.textOf('nobody', 'avatar')).toBeNull()
    // Only strings are text records.
    expect(await lookup.textOf('alice', 'count')).toBeNull()
  })
})
