import { Core } from '@walletconnect/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { silenceOutsideCalls } from './createWallet'

/** The SDK's key-value storage, in memory. */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

let prefix = 0
/** A Core as a browser has it: the SDK skips these calls under vitest (IS_VITEST), so unset it. */
function browserLikeCore() {
  vi.stubEnv('IS_VITEST', '')
  prefix += 1
  return new Core({
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    relayUrl: 'ws://127.0.0.1:1/relay',
    telemetryEnabled: false,
    customStoragePrefix: `test-${prefix}`,
    storage: memoryStorage(),
  })
}

const fetchSpy = vi.fn(async () => {
  throw new TypeError('fetch failed')
})

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy)
  fetchSpy.mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const proposalVerify = {
  hash: 'ab'.repeat(32),
  verifyUrl: 'https://verify.walletconnect.org',
}

describe('silenceOutsideCalls', () => {
  it('is needed: an unpatched Core calls WalletConnect’s hosts', async () => {
    const core = browserLikeCore()
    await core.crypto.init() // as at WalletKit's init, which sends the ping
    await core.verify.resolve(proposalVerify).catch(() => undefined)
    await core.eventClient.init()
    const hosts = fetchSpy.mock.calls.map((call) => new URL(String((call as unknown[])[0])).host)
    expect(hosts).toEqual(['verify.walletconnect.org', 'pulse.walletconnect.org'])
  })

  it('leaves proposals unverified and skips the analytics ping, with no request at all', async () => {
    const core = browserLikeCore()
    await core.crypto.init()
    silenceOutsideCalls(core)
    expect(await core.verify.resolve(proposalVerify)).toBeUndefined()
    await core.eventClient.init()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
