import { DEV_NAMES_GATEWAY_SIGNER_KEY } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config/loadConfig'
import { namesGatewaySignerKey } from './namesGatewaySignerKey'

const key = `0x${'ab'.repeat(32)}`

describe('namesGatewaySignerKey', () => {
  it('is NAMES_GATEWAY_SIGNER_KEY when set, in dev mode or not', () => {
    for (const devMode of ['true', 'false']) {
      const config = loadConfig({ NAMES_GATEWAY_SIGNER_KEY: key, FOYER_DEV_MODE: devMode })
      expect(namesGatewaySignerKey(config)).toBe(key)
    }
  })

  it('is the public dev key in dev mode only', () => {
    expect(namesGatewaySignerKey(loadConfig({ FOYER_DEV_MODE: 'true' }))).toBe(
      DEV_NAMES_GATEWAY_SIGNER_KEY,
    )
    expect(namesGatewaySignerKey(loadConfig({}))).toBeUndefined()
  })

  it('refuses a key that is not 32 bytes of hex, without showing it', () => {
    const bad = `0x${'ab'.repeat(31)}`
    expect(() => loadConfig({ NAMES_GATEWAY_SIGNER_KEY: bad })).toThrow(ConfigError)
    expect(() => loadConfig({ NAMES_GATEWAY_SIGNER_KEY: bad })).toThrow(
      'NAMES_GATEWAY_SIGNER_KEY="<hidden>": expected a private key: 0x and 64 hex digits',
    )
  })
})
