import type { EmbeddedUser } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createScriptedFrame } from '../testing/scriptedFrame'
import type { LoginIdentity } from './cachedLogin'
import { createFarcasterLogin } from './createFarcasterLogin'
import { FARCASTER_RESYNC_DELAY_MS } from './embeddedConstants'

const URL_ = 'https://farcaster.xyz/~/siwf?channelToken=abc'

const user = (extra: Partial<EmbeddedUser> = {}): EmbeddedUser => ({
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  ...extra,
})

function setup() {
  const frame = createScriptedFrame()
  const connect = vi.fn(async (_login: LoginIdentity) => {})
  const syncDappData = vi.fn(() =>
    frame.call('SYNC_DAPP_DATA', {
      projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
      sdkType: 'foyer',
      sdkVersion: '0.0.0',
    }),
  )
  const logger = { error: vi.fn() }
  const login = createFarcasterLogin({
    call: frame.call,
    connect,
    syncDappData: async () => {
      await syncDappData()
    },
    logger,
  })
  return { frame, connect, syncDappData, logger, login }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createFarcasterLogin', () => {
  it('GET_FARCASTER_URI gives the URL to show; CONNECT_FARCASTER waits, then connects as farcaster', async () => {
    const t = setup()
    t.frame.answer('GET_FARCASTER_URI', { url: URL_ })
    const approval = t.frame.defer('CONNECT_FARCASTER')
    const done = t.login.start()
    expect(t.login.get().status).toBe('loading')
    await flush()
    expect(t.login.get()).toEqual({ status: 'waiting', url: URL_, error: undefined })
    approval.resolve(user({ userName: 'dwr' }))
    await done
    expect(t.connect).toHaveBeenCalledWith({
      socialProvider: 'farcaster',
      socialUsername: 'dwr',
      email: undefined,
    })
    expect(t.login.get()).toEqual({ status: 'idle', url: undefined, error: undefined })
  })

  it("'Failed to connect to farcaster' when the URI or the connection fails; a retry starts again", async () => {
    const t = setup()
    t.frame.fail('GET_FARCASTER_URI', 'RPC_UNREACHABLE')
    await t.login.start()
    expect(t.login.get()).toEqual({
      status: 'error',
      url: undefined,
      error: { code: 'FARCASTER_CONNECT_FAILED' },
    })
    expect(t.logger.error).toHaveBeenCalledWith(
      'Failed to connect to farcaster',
      'The RPC endpoint could not be reached',
    )
    t.frame.answer('GET_FARCASTER_URI', { url: URL_ })
    t.frame.fail('CONNECT_FARCASTER', 'FARCASTER_NOT_STARTED')
    await t.login.start()
    expect(t.login.get().error).toEqual({ code: 'FARCASTER_CONNECT_FAILED' })
    t.frame.answer('GET_FARCASTER_URI', { url: URL_ })
    t.frame.answer('CONNECT_FARCASTER', user({ userName: 'dwr' }))
    await t.login.start()
    expect(t.login.get().status).toBe('idle')
    expect(t.connect).toHaveBeenCalledOnce()
  })

  it('leaving while disconnected clears the URL, reloads the frame, and re-syncs the dapp data after 100 ms', async () => {
    vi.useFakeTimers()
    const t = setup()
    t.frame.answer('GET_FARCASTER_URI', { url: URL_ })
    const approval = t.frame.defer('CONNECT_FARCASTER')
    void t.login.start()
    await flush()
    expect(t.login.get().url).toBe(URL_)
    t.frame.answer('RELOAD', {})
    t.frame.answer('SYNC_DAPP_DATA', {})
    t.login.leave(false)
    expect(t.login.get()).toEqual({ status: 'idle', url: undefined, error: undefined })
    expect(t.frame.types()).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'RELOAD'])
    expect(FARCASTER_RESYNC_DELAY_MS).toBe(100)
    await vi.advanceTimersByTimeAsync(FARCASTER_RESYNC_DELAY_MS - 1)
    expect(t.syncDappData).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(t.syncDappData).toHaveBeenCalledOnce()
    expect(t.frame.types().at(-1)).toBe('SYNC_DAPP_DATA')
    // The abandoned attempt's late answer connects nothing.
    approval.resolve(user())
    await flush()
    expect(t.connect).not.toHaveBeenCalled()
    expect(t.login.get().status).toBe('idle')
  })

  it('leaving once connected only clears the URL: no reload, no re-sync', async () => {
    vi.useFakeTimers()
    const t = setup()
    t.login.leave(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(t.frame.calls).toEqual([])
    expect(t.syncDappData).not.toHaveBeenCalled()
  })

  it('a failed reload or re-sync is logged, not thrown', async () => {
    vi.useFakeTimers()
    const t = setup()
    t.frame.fail('RELOAD', 'IFRAME_NOT_SET')
    t.frame.fail('SYNC_DAPP_DATA', 'SOMETHING_WENT_WRONG')
    t.login.leave(false)
    await vi.advanceTimersByTimeAsync(FARCASTER_RESYNC_DELAY_MS)
    expect(t.logger.error).toHaveBeenCalledWith(
      'Embedded wallet reload failed',
      'W3mFrame: iframe is not set',
    )
    expect(t.logger.error).toHaveBeenCalledWith('Dapp data sync failed', 'Something went wrong')
  })
})
