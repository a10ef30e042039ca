import {
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  namehash,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { answerResolveCall, extendedResolverAbi, resolverProfilesAbi } from './answerResolveCall'
import { memoryNameLookup } from './testing/memoryNameLookup'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const context = {
  zone: 'foyer.id',
  lookup: memoryNameLookup([
    { label: 'alice', coinType: 60, address: alice, text: { avatar: 'https://a.example/a.png' } },
    { label: 'alice', coinType: 0x80007a69, address: alice },
  ]),
}

const resolve = (name: string, data: Hex) =>
  encodeFunctionData({
    abi: extendedResolverAbi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(name)), data],
  })
const addr = (name: string) =>
  encodeFunctionData({ abi: resolverProfilesAbi, functionName: 'addr', args: [namehash(name)] })
const addrOf = (name: string, coinType: bigint) =>
  encodeFunctionData({
    abi: resolverProfilesAbi,
    functionName: 'addr',
    args: [namehash(name), coinType],
  })
const nameCall = (name: string) =>
  encodeFunctionData({ abi: resolverProfilesAbi, functionName: 'name', args: [namehash(name)] })
const one = <T extends 'address' | 'bytes' | 'string'>(type: T, data: Hex) =>
  decodeAbiParameters([{ type }], data)[0]

describe('answerResolveCall', () => {
  it('answers addr(node) of label.zone, case-insensitively', async () => {
    expect(
      one(
        'address',
        await answerResolveCall(resolve('alice.foyer.id', addr('alice.foyer.id')), context),
      ),
    ).toBe(alice)
    expect(
      one(
        'address',
        await answerResolveCall(resolve('Alice.Foyer.id', addr('Alice.Foyer.id')), context),
      ),
    ).toBe(alice)
  })

  it.each([
    ['an unknown name', 'nobody.foyer.id'],
    ['a name in another zone', 'alice.eth'],
    ['a name two labels below the zone', 'x.alice.foyer.id'],
    ['the zone itself', 'foyer.id'],
    ['a name that breaks the rules', 'a_b.foyer.id'],
  ])('answers the zero address for %s', async (_, name) => {
    expect(one('address', await answerResolveCall(resolve(name, addr(name)), context))).toBe(
      zeroAddress,
    )
  })

  it('answers addr(node, coinType) as bytes, empty when absent or out of range', async () => {
    const name = 'alice.foyer.id'
    expect(
      one('bytes', await answerResolveCall(resolve(name, addrOf(name, 0x80007a69n)), context)),
    ).toBe(alice.toLowerCase())
    expect(
      one('bytes', await answerResolveCall(resolve(name, addrOf(name, 0x80000001n)), context)),
    ).toBe('0x')
    expect(
      one('bytes', await answerResolveCall(resolve(name, addrOf(name, 2n ** 40n)), context)),
    ).toBe('0x')
  })

  it('answers name(node) of a reverse name with label.zone, or empty', async () => {
    const hex = alice.slice(2).toLowerCase()
    for (const [reverse, expected] of [
      [`${hex}.addr.reverse`, 'alice.foyer.id'],
      [`${hex}.80007a69.reverse`, 'alice.foyer.id'],
      [`${hex}.default.reverse`, ''],
      [`${'00'.repeat(20)}.addr.reverse`, ''],
      ['alice.foyer.id', ''],
    ] as const) {
      expect(
        one('string', await answerResolveCall(resolve(reverse, nameCall(reverse)), context)),
      ).toBe(expected)
    }
  })

  it("answers a name's text records, and '' for a record or name it does not have", async () => {
    const text = (name: string, key: string) =>
      resolve(
        name,
        encodeFunctionData({
          abi: resolverProfilesAbi,
          functionName: 'text',
          args: [namehash(name), key],
        }),
      )
    const answer = async (name: string, key: string) =>
      one('string', await answerResolveCall(text(name, key), context))
    expect(await answer('alice.foyer.id', 'avatar')).toBe('https://a.example/a.png')
    expect(await answer('Alice.Foyer.id', 'avatar')).toBe('https://a.example/a.png')
    expect(await answer('alice.foyer.id', 'url')).toBe('')
    expect(await answer('nobody.foyer.id', 'avatar')).toBe('')
    expect(await answer('alice.other.id', 'avatar')).toBe('')
  })

  it('refuses a call that is not resolve(bytes, bytes)', async () => {
    await expect(answerResolveCall(addr('alice.foyer.id'), context)).rejects.toThrow(
      'Expected a call of resolve(bytes name, bytes data)',
    )
  })

  it('refuses a name that is not DNS-encoded', async () => {
    const request = encodeFunctionData({
      abi: extendedResolverAbi,
      functionName: 'resolve',
      args: ['0x05616c69', addr('alice.foyer.id')],
    })
    await expect(answerResolveCall(request, context)).rejects.toThrow(
      'The name is not a DNS-encoded name',
    )
  })

  it('refuses a node that is not the name’s', async () => {
    await expect(
      answerResolveCall(resolve('alice.foyer.id', addr('bobby.foyer.id')), context),
    ).rejects.toThrow(`The node ${namehash('bobby.foyer.id')} is not the node of alice.foyer.id`)
  })

  it('refuses a resolver profile it does not answer', async () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function contenthash(bytes32 node) view returns (bytes)']),
      args: [namehash('alice.foyer.id')],
    })
    await expect(answerResolveCall(resolve('alice.foyer.id', data), context)).rejects.toThrow(
      'Unsupported resolver call 0xbc1c58d1: the gateway answers addr, text and name',
    )
  })
})
