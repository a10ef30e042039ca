import { describe, expect, it } from 'vitest'
import { getDeviceId } from './deviceId'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  }
}

describe('getDeviceId', () => {
  it('creates a random id once and keeps it', () => {
    const storage = memoryStorage()
    const id = getDeviceId(storage, globalThis.crypto)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(getDeviceId(storage, globalThis.crypto)).toBe(id)
    expect(getDeviceId(memoryStorage(), globalThis.crypto)).not.toBe(id)
  })

  it('replaces a corrupted stored value', () => {
    const storage = memoryStorage()
    storage.setItem('@foyer-frame/deviceId', 'not-a-uuid')
    const id = getDeviceId(storage, globalThis.crypto)
    expect(id).not.toBe('not-a-uuid')
    expect(storage.map.get('@foyer-frame/deviceId')).toBe(id)
  })

  it('throws when the storage is denied', () => {
    const denied = {
      getItem: () => {
        throw new DOMException('Access is denied', 'SecurityError')
      },
      setItem: () => undefined,
    }
    expect(() => getDeviceId(denied, globalThis.crypto)).toThrow('Access is denied')
  })
})
