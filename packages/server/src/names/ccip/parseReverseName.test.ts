import { describe, expect, it } from 'vitest'
import { parseReverseName } from './parseReverseName'

const hex = 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseReverseName', () => {
  it.each([
    [`${hex}.addr.reverse`, 60],
    [`${hex}.default.reverse`, 0x80000000],
    [`${hex}.80007a69.reverse`, 0x80007a69],
    [`${hex.toUpperCase()}.ADDR.reverse`, 60],
  ])('reads %s', (name, coinType) => {
    expect(parseReverseName(name)).toEqual({ address, coinType })
  })

  it.each([
    ['another coin type than an EVM one', `${hex}.0.reverse`],
    ['a coin type just below the EVM range', `${hex}.7fffffff.reverse`],
    ['a short address', `${hex.slice(2)}.addr.reverse`],
    ['a name outside reverse', `${hex}.addr.foyer.id`],
    ['a coin type longer than 32 bits', `${hex}.180007a69.reverse`],
    ['a forward name', 'alice.foyer.id'],
  ])('refuses %s', (_, name) => {
    expect(parseReverseName(name)).toBeUndefined()
  })
})
