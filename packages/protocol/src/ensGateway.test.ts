import { describe, expect, it } from 'vitest'
import { NAMES_CCIP_PATH, namesGatewayUrl } from './ensGateway'
import { DEFAULT_NAMES_ZONE } from './names/nameRules'

describe('namesGatewayUrl', () => {
  it('is the EIP-3668 GET template under the API', () => {
    expect(namesGatewayUrl('http://localhost:8787')).toBe(
      'http://localhost:8787/v1/names/ccip/{sender}/{data}.json',
    )
  })

  it('does not double the slash after an API URL ending in one', () => {
    expect(namesGatewayUrl('https://api.example.com/foyer/')).toBe(
      `https://api.example.com/foyer${NAMES_CCIP_PATH}/{sender}/{data}.json`,
    )
  })
})

describe('DEFAULT_NAMES_ZONE', () => {
  it('is foyer.id', () => {
    expect(DEFAULT_NAMES_ZONE).toBe('foyer.id')
  })
})
