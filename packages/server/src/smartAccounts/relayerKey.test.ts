import { DEV_RELAYER_KEY } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { relayerKey } from './relayerKey'

describe('relayerKey', () => {
  const key = `0x${'cd'.repeat(32)}` as const

  it('is RELAYER_KEY when set, in dev mode or not', () => {
    expect(relayerKey({ relayerKey: key, devMode: false })).toBe(key)
    expect(relayerKey({ relayerKey: key, devMode: true })).toBe(key)
  })

  it('is the public dev key in dev mode only; else there is no relayer', () => {
    expect(relayerKey({ relayerKey: undefined, devMode: true })).toBe(DEV_RELAYER_KEY)
    expect(relayerKey({ relayerKey: undefined, devMode: false })).toBeUndefined()
  })
})
