import { toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { decodeDnsName } from './decodeDnsName'

describe('decodeDnsName', () => {
  it.each(['alice.foyer.id', 'foyer.id', 'a.b.c.d', ''])(
    'reads %j back from its encoding',
    (name) => {
      expect(decodeDnsName(toHex(packetToBytes(name)))).toBe(name)
    },
  )

  it.each([
    ['no terminating zero', '0x03616263'],
    ['a label running past the end', '0x0561626300'],
    ['bytes after the terminating zero', '0x0361626300ff'],
    ['nothing at all', '0x'],
    ['a label with a dot', '0x03612e6200'],
    ['a label that is not UTF-8', '0x02c3280000'],
  ])('refuses %s', (_, encoded) => {
    expect(decodeDnsName(encoded as `0x${string}`)).toBeUndefined()
  })
})
