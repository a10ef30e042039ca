import { describe, expect, it } from 'vitest'
import { createMemorySessionStore, createSessionStore } from './sessionStore'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const session = {
  token: 't',
  expiresAt: '2030-01-01T00:00:00Z',
  user: { id: 'u', email: 'a@b.co' },
}

describe('session store', () => {
  it('saves, loads and clears', () => {
    const storage = memoryStorage()
    const store = createSessionStore(storage)
    expect(store.load()).toBeUndefined()
    store.save(session)
    expect(createSessionStore(storage).load()).toEqual(session)
    store.clear()
    expect(store.load()).toBeUndefined()
  })

  it('drops a corrupted or invalid value', () => {
    const storage = memoryStorage()
    storage.setItem('@foyer-frame/session', '{not json')
    expect(createSessionStore(storage).load()).toBeUndefined()
    expect(storage.map.size).toBe(0)
    storage.setItem('@foyer-frame/session', JSON.stringify({ token: '' }))
    expect(createSessionStore(storage).load()).toBeUndefined()
    expect(storage.map.size).toBe(0)
  })

  it('keeps a social sign-in’s provider and user name, as long as the server’s grant allows', () => {
    const storage = memoryStorage()
    const social = {
      ...session,
      social: { provider: 'farcaster' as const, username: 'n'.repeat(64) },
    }
    createSessionStore(storage).save(social)
    expect(createSessionStore(storage).load()).toEqual(social)
    storage.setItem(
      '@foyer-frame/session',
      JSON.stringify({ ...social, social: { provider: 'x', username: 'n'.repeat(65) } }),
    )
    expect(createSessionStore(storage).load()).toBeUndefined()
  })

  it('has an in-memory variant', () => {
    const store = createMemorySessionStore()
    store.save(session)
    expect(store.load()).toEqual(session)
    store.clear()
    expect(store.load()).toBeUndefined()
  })
})
