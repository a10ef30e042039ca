import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config/loadConfig'

describe('NAMES_ZONE', () => {
  it('defaults to foyer.id', () => {
    expect(loadConfig({}).namesZone).toBe('foyer.id')
  })

  it('takes a domain, lowercased', () => {
    expect(loadConfig({ NAMES_ZONE: 'Names.Example.COM' }).namesZone).toBe('names.example.com')
  })

  it.each(['foyer..id', '.foyer.id', 'foyer_id', '-foyer.id', 'foyer id'])(
    'refuses %j, naming the variable',
    (zone) => {
      expect(() => loadConfig({ NAMES_ZONE: zone })).toThrow(ConfigError)
      expect(() => loadConfig({ NAMES_ZONE: zone })).toThrow(/NAMES_ZONE=.*expected a domain/)
    },
  )
})
