import { FoyerError } from '@foyer/protocol'
import { describe, expect, it, vi } from 'vitest'
import type { FramePasskeys, PasskeySignInResult } from '../passkeys/passkeyCeremonies'
import { frameHandlerHarness } from '../testing/frameHandlerHarness'
import { createPasskeyLogin } from './passkeyLogin'

const PRF = { credentialId: 'Y3JlZA', prf: new Uint8Array(32).fill(3) }

function grantFor(userId: string, token: string): PasskeySignInResult['grant'] {
  return {
    token,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    user: { id: userId, email: 'ada@example.com' },
    credentialId: PRF.credentialId,
  }
}

describe('createPasskeyLogin', () => {
  it('signs in with the server’s grant and hands the same get’s PRF to the account', async () => {
    const signIn = vi.fn(async () => undefined)
    const passkeys = {
      signIn: vi.fn(async () => ({ grant: grantFor('user-1', 'token-1'), passkeyPrf: PRF })),
    }
    await createPasskeyLogin({ passkeys, deviceId: 'device-1', signIn }).connect()
    expect(passkeys.signIn).toHaveBeenCalledWith('device-1')
    expect(signIn).toHaveBeenCalledWith(
      {
        token: 'token-1',
        expiresAt: expect.any(String),
        user: { id: 'user-1', email: 'ada@example.com' },
      },
      undefined,
      { passkeyPrf: PRF },
    )
  })

  it('passes no PRF when the passkey gave none', async () => {
    const signIn = vi.fn(async () => undefined)
    const passkeys = {
      signIn: async () => ({ grant: grantFor('user-1', 'token-1'), passkeyPrf: undefined }),
    }
    await createPasskeyLogin({ passkeys, deviceId: 'device-1', signIn }).connect()
    expect(signIn).toHaveBeenCalledWith(expect.anything(), undefined, {})
  })

  it('answers PASSKEY_UNSUPPORTED when the frame has no passkeys', async () => {
    const login = createPasskeyLogin({ passkeys: undefined, deviceId: 'd', signIn: vi.fn() })
    await expect(login.connect()).rejects.toMatchObject({ code: 'PASSKEY_UNSUPPORTED' })
  })
})

describe('CONNECT_PASSKEY', () => {
  /** A frame whose passkey get signs in `userId` (a session the fake server knows). */
  function harness() {
    let answer: () => Promise<PasskeySignInResult> = async () => {
      throw new FoyerError('PASSKEY_CANCELLED')
    }
    const passkeys = {
      signIn: vi.fn(() => answer()),
      register: vi.fn(),
      evaluate: vi.fn(),
      list: vi.fn(),
      remove: vi.fn(),
    } as unknown as FramePasskeys
    const t = frameHandlerHarness({ passkeys })
    return {
      t,
      passkeys,
      answerWith(userId: string) {
        answer = async () => {
          t.server.sessions.set('token-passkey', { userId, deviceId: t.deps.deviceId })
          return { grant: grantFor(userId, 'token-passkey'), passkeyPrf: PRF }
        }
      },
    }
  }

  it('signs the visitor back in to the same wallet, on the chain asked for', async () => {
    const { t, answerWith } = harness()
    const address = await t.login()
    const userId = [...t.server.sessions.values()][0]?.userId ?? ''
    await t.ok('SIGN_OUT')
    answerWith(userId)
    const user: { address: string; chainId: number } = await t.ok('CONNECT_PASSKEY', {
      chainId: 1,
    })
    expect(user.address).toBe(address)
    expect(user.chainId).toBe(1)
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: true })
  })

  it('tells the app a cancelled passkey dialog, and stays signed out', async () => {
    const { t } = harness()
    expect(await t.fails('CONNECT_PASSKEY')).toBe('PASSKEY_CANCELLED')
    expect(await t.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('answers PASSKEY_UNSUPPORTED in a frame built without passkeys', async () => {
    const t = frameHandlerHarness()
    expect(await t.fails('CONNECT_PASSKEY')).toBe('PASSKEY_UNSUPPORTED')
  })
})
