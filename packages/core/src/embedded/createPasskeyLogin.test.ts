import type { EmbeddedUser } from '@foyer/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createScriptedFrame } from '../testing/scriptedFrame'
import type { LoginIdentity } from './cachedLogin'
import { createPasskeyLogin } from './createPasskeyLogin'

const user: EmbeddedUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

function setup(chainId?: number) {
  const frame = createScriptedFrame()
  const connect = vi.fn(async (_login: LoginIdentity) => {})
  const logger = { error: vi.fn() }
  const login = createPasskeyLogin({ call: frame.call, connect, chainId: () => chainId, logger })
  return { frame, connect, logger, login }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('createPasskeyLogin', () => {
  it('waits on CONNECT_PASSKEY (the chain when known), then connects a passkey login', async () => {
    const t = setup(31338)
    const answer = t.frame.defer('CONNECT_PASSKEY')
    const done = t.login.connect()
    expect(t.login.get()).toEqual({ status: 'waiting', error: undefined })
    expect(t.frame.payloads('CONNECT_PASSKEY')).toEqual([{ chainId: 31338 }])
    answer.resolve(user)
    await flush()
    expect(t.connect).toHaveBeenCalledWith({ passkey: true, email: undefined })
    await done
    expect(t.login.get()).toEqual({ status: 'idle', error: undefined })
  })

  it('sends no chain when the page has none, and keeps the wallet’s email', async () => {
    const t = setup()
    t.frame.answer('CONNECT_PASSKEY', { ...user, email: 'ada@example.com' })
    await t.login.connect()
    expect(t.frame.payloads('CONNECT_PASSKEY')).toEqual([{}])
    expect(t.connect).toHaveBeenCalledWith({ passkey: true, email: 'ada@example.com' })
  })

  it.each([
    'PASSKEY_CANCELLED',
    'PASSKEY_UNSUPPORTED',
    'PASSKEY_UNKNOWN',
    'PASSKEY_INVALID',
  ] as const)('a %s from the frame is the state’s error, by its code', async (code) => {
    const t = setup()
    t.frame.fail('CONNECT_PASSKEY', code)
    await t.login.connect()
    expect(t.login.get()).toEqual({ status: 'idle', error: { code } })
    expect(t.connect).not.toHaveBeenCalled()
    expect(t.logger.error).toHaveBeenCalledOnce()
  })

  it('a failure without a code of ours is FAILED_TO_CONNECT', async () => {
    const t = setup()
    t.connect.mockRejectedValueOnce(new Error('wagmi said no'))
    t.frame.answer('CONNECT_PASSKEY', user)
    await t.login.connect()
    expect(t.login.get().error).toEqual({ code: 'FAILED_TO_CONNECT' })
  })

  it('cancel ignores the answer under way and clears the last failure', async () => {
    const t = setup()
    t.frame.fail('CONNECT_PASSKEY', 'PASSKEY_CANCELLED')
    await t.login.connect()
    const answer = t.frame.defer('CONNECT_PASSKEY')
    const done = t.login.connect()
    t.login.cancel()
    expect(t.login.get()).toEqual({ status: 'idle', error: undefined })
    answer.resolve(user)
    await done
    expect(t.connect).not.toHaveBeenCalled()
    expect(t.login.get()).toEqual({ status: 'idle', error: undefined })
  })
})
