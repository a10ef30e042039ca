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
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
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

  it('keeps an id made before 256-bit ids (a UUID), so that device stays approved', () => {
    const storage = memoryStorage()
    const uuid = '9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d'
    storage.setItem('@foyer-frame/deviceId', uuid)
    expect(getDeviceId(storage, globalThis.crypto)).toBe(uuid)
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
