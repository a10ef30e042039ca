import type { EmbeddedUser, WalletEntry } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoginIdentity } from '../embedded/cachedLogin'
import { createEmailLogin } from '../embedded/createEmailLogin'
import { createFarcasterLogin } from '../embedded/createFarcasterLogin'
import { createPasskeyLogin } from '../embedded/createPasskeyLogin'
import { createSocialLogin } from '../embedded/createSocialLogin'
import type { SocialPopup } from '../embedded/openSocialPopup'
import type { EmbeddedWallet } from '../embedded/startEmbeddedWallet'
import { createLogger } from '../logger/createLogger'
import { createModal } from '../modal/createModal'
import { createRouter } from '../router/createRouter'
import { createLazySlot } from '../state/createLazySlot'
import { createStore } from '../store/createStore'
import { createScriptedFrame } from '../testing/scriptedFrame'
import { createToasts } from '../toast/createToasts'
import type {
  WalletConnectAttempt,
  WalletConnectFlow,
} from '../walletConnect/createWalletConnectFlow'
import type { WalletConnect } from '../walletConnect/startWalletConnect'
import type { ConnectAttempt, ConnectFlow } from './connectFlow'
import { createSignIn } from './createSignIn'
import { IDLE_SIGN_IN } from './signIn'

const AUTHORIZE = 'https://google.provider.test/authorize?state=abc'
const CALLBACK = 'http://wallet.test/social-callback.html?state=abc&code=xyz'
const FARCASTER_URL = 'https://farcaster.xyz/~/siwf?channelToken=abc'
const user: EmbeddedUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

function popup() {
  const window = {
    closed: false,
    close: vi.fn(() => {
      window.closed = true
    }),
    location: { href: 'about:blank' },
  }
  return window satisfies SocialPopup
}

/** A wallet's connect flow the test settles: connect() stays 'connecting' until told. */
function scriptedConnectFlow() {
  const idle: ConnectAttempt = {
    status: 'idle',
    connectorUid: undefined,
    reason: undefined,
    error: undefined,
  }
  const store = createStore<ConnectAttempt>(idle)
  let settle: ((outcome: 'ok' | 'rejected') => void) | undefined
  const flow: ConnectFlow = {
    get: store.get,
    subscribe: store.subscribe,
    connect(connectorUid) {
      store.set({ ...idle, status: 'connecting', connectorUid })
      return new Promise<void>((resolve) => {
        settle = (outcome) => {
          if (outcome === 'ok') store.set(idle)
          else {
            store.set({
              status: 'error',
              connectorUid,
              reason: 'rejected',
              error: { code: 'CONNECTION_REJECTED' },
            })
          }
          resolve()
        }
      })
    },
    retry: async () => undefined,
    cancel: vi.fn(() => store.set(idle)),
  }
  return { flow, settle: (outcome: 'ok' | 'rejected') => settle?.(outcome) }
}

/** A pairing flow that shows a URI once started. */
function scriptedWalletConnect(): WalletConnect {
  const idle: WalletConnectAttempt = {
    status: 'idle',
    uri: undefined,
    wallet: undefined,
    error: undefined,
  }
  const store = createStore<WalletConnectAttempt>(idle)
  const flow: WalletConnectFlow = {
    get: store.get,
    subscribe: store.subscribe,
    start(wallet) {
      store.set({ ...idle, status: 'connecting', wallet })
      queueMicrotask(() => store.set({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00' }))
    },
    retry: () => undefined,
    cancel: () => store.set(idle),
  }
  return { connector: undefined as never, connectorFn: undefined as never, flow, stop: () => {} }
}

function setup(options: { consented?: boolean } = {}) {
  const frame = createScriptedFrame()
  const modal = createModal()
  let connected = false
  const router = createRouter({ isConnected: () => connected, onClose: modal.close })
  modal.open()
  const connect = vi.fn(async (_login: LoginIdentity) => {})
  const listeners = new Set<(uri: string) => void>()
  const email = createEmailLogin({
    call: frame.call,
    router,
    connect: (address) => connect({ email: address }),
  })
  const social = createSocialLogin({
    call: frame.call,
    onCallback(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect,
    modal,
  })
  const syncDappData = vi.fn(async () => undefined)
  const farcaster = createFarcasterLogin({ call: frame.call, connect, syncDappData })
  const passkey = createPasskeyLogin({ call: frame.call, connect, chainId: () => 31337 })
  const messenger = { load: vi.fn(async () => undefined) }
  const embedded = createLazySlot(
    'The embedded wallet',
    async () => ({ email, social, farcaster, passkey, messenger }) as unknown as EmbeddedWallet,
  )
  const wallet = scriptedConnectFlow()
  const toasts = createToasts()
  const windows: ReturnType<typeof popup>[] = []
  const signIn = createSignIn({
    router,
    modal,
    toasts,
    logger: createLogger({ level: 'silent' }),
    connectFlow: wallet.flow,
    embedded,
    walletConnect: createLazySlot('WalletConnect', async () => scriptedWalletConnect()),
    consented: () => options.consented ?? true,
    isConnected: () => connected,
    openPopup: () => {
      const window = popup()
      windows.push(window)
      return window
    },
  })
  const callback = () => {
    for (const listener of [...listeners]) listener(CALLBACK)
  }
  return {
    frame,
    messenger,
    modal,
    router,
    signIn,
    connect,
    wallet,
    windows,
    callback,
    syncDappData,
    toasts,
    setConnected: (value: boolean) => {
      connected = value
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('createSignIn', () => {
  it('starts idle', () => {
    expect(setup().signIn.get()).toEqual(IDLE_SIGN_IN)
  })

  describe('wallet', () => {
    const row = {
      section: 'injected' as const,
      key: 'k',
      name: 'Scripted',
      imageUrl: undefined,
      connector: { uid: 'uid-1' } as never,
    }

    it('connects the row’s connector and follows it to the end', () => {
      const t = setup()
      t.signIn.wallet(row)
      expect(t.signIn.get()).toEqual({
        method: 'wallet',
        status: 'connecting',
        error: undefined,
        connectorUid: 'uid-1',
      })
      t.wallet.settle('ok')
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('reports a rejection as a code', () => {
      const t = setup()
      t.signIn.wallet(row)
      t.wallet.settle('rejected')
      expect(t.signIn.get()).toEqual({
        method: 'wallet',
        status: 'error',
        error: { code: 'CONNECTION_REJECTED' },
        connectorUid: 'uid-1',
      })
    })

    it('shakes the modal and starts nothing until the terms are accepted', () => {
      const t = setup({ consented: false })
      t.signIn.wallet(row)
      expect(t.modal.get().shake).toBe(true)
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('shows Downloads for a directory wallet that cannot pair by WalletConnect', () => {
      const t = setup()
      const wallet = { id: 'w', name: 'Far away' } as WalletEntry
      t.signIn.wallet({
        section: 'featured',
        key: 'w',
        name: 'Far away',
        imageUrl: undefined,
        wallet,
      })
      expect(t.router.get().view).toBe('Downloads')
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('closing the modal abandons a wallet connecting', () => {
      const t = setup()
      t.signIn.wallet(row)
      t.modal.close()
      expect(t.wallet.flow.cancel).toHaveBeenCalled()
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })
  })

  it('walletConnect: loads the pairing part, then waits with its URI', async () => {
    const t = setup()
    const pairing = t.signIn.walletConnect()
    expect(t.signIn.get()).toMatchObject({ method: 'walletConnect', status: 'starting' })
    await pairing
    await flush()
    expect(t.signIn.get()).toEqual({
      method: 'walletConnect',
      status: 'waiting',
      error: undefined,
      uri: 'wc:abc@2?relay-protocol=irn&symKey=00',
    })
  })

  describe('email', () => {
    it('sends the code, waits on VERIFY_OTP with the cooldown, verifies and connects', async () => {
      const t = setup()
      t.frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await t.signIn.email(' ada@example.com ')
      expect(t.router.get().view).toBe('EmailVerifyOtp')
      expect(t.signIn.get()).toMatchObject({
        method: 'email',
        status: 'waiting',
        email: 'ada@example.com',
        step: 'VERIFY_OTP',
        error: undefined,
      })
      expect(t.signIn.get().resendAt).toBeGreaterThan(Date.now())
      const answer = t.frame.defer('CONNECT_OTP')
      const verifying = t.signIn.emailOtp('123456')
      expect(t.signIn.get()).toMatchObject({ status: 'verifying', step: 'VERIFY_OTP' })
      answer.resolve({})
      await verifying
      expect(t.connect).toHaveBeenCalledWith({ email: 'ada@example.com' })
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('a wrong code stays on the code step with the frame’s code', async () => {
      const t = setup()
      t.frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
      await t.signIn.email('ada@example.com')
      t.frame.fail('CONNECT_OTP', 'INVALID_PARAMS')
      await t.signIn.emailOtp('000000')
      expect(t.signIn.get()).toMatchObject({
        method: 'email',
        status: 'error',
        step: 'VERIFY_OTP',
        error: { code: 'INVALID_PARAMS' },
      })
    })

    it('a failed send is an error with no step', async () => {
      const t = setup()
      t.frame.fail('CONNECT_EMAIL', 'RATE_LIMITED')
      await t.signIn.email('ada@example.com')
      expect(t.signIn.get()).toEqual({
        method: 'email',
        status: 'error',
        email: 'ada@example.com',
        resendAt: undefined,
        error: { code: 'RATE_LIMITED' },
      })
    })

    it('prepare warms the embedded wallet and never throws', async () => {
      const t = setup()
      t.signIn.prepare('wallet')
      await flush()
      expect(t.messenger.load).not.toHaveBeenCalled()
      t.signIn.prepare('email')
      await flush()
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('prepare loads the frame too, so that Continue finds it past its ready delay', async () => {
      const t = setup()
      t.messenger.load.mockRejectedValueOnce(new Error('IFRAME_LOAD_FAILED'))
      t.signIn.prepare('email')
      await flush()
      expect(t.messenger.load).toHaveBeenCalledTimes(1)
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })
  })

  describe('social', () => {
    it('opens the popup in the call, then follows the sign-in to the end', async () => {
      const t = setup()
      t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
      t.frame.answer('CONNECT_SOCIAL', { ...user, userName: 'ada' })
      t.signIn.social('google')
      expect(t.windows).toHaveLength(1)
      expect(t.signIn.get()).toMatchObject({
        method: 'social',
        status: 'starting',
        provider: 'google',
      })
      await flush()
      expect(t.signIn.get()).toMatchObject({ status: 'waiting', provider: 'google' })
      expect(t.windows[0]?.location.href).toBe(AUTHORIZE)
      t.callback()
      await flush()
      expect(t.connect).toHaveBeenCalledWith({
        socialProvider: 'google',
        socialUsername: 'ada',
        email: undefined,
      })
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('reports the provider’s refusal as FAILED_TO_CONNECT with its details', async () => {
      const t = setup()
      t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
      t.frame.fail('CONNECT_SOCIAL', 'FAILED_TO_CONNECT', 'access_denied')
      t.signIn.social('github')
      await flush()
      t.callback()
      await flush()
      expect(t.signIn.get()).toEqual({
        method: 'social',
        status: 'error',
        provider: 'github',
        error: { code: 'FAILED_TO_CONNECT', details: 'access_denied' },
      })
    })

    it('closing the modal ends it and closes its popup', async () => {
      const t = setup()
      t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
      t.signIn.social('google')
      await flush()
      t.modal.close()
      expect(t.windows[0]?.closed).toBe(true)
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })
  })

  describe('farcaster', () => {
    it('starts without any view mounted: ConnectingFarcaster shows its URL, then connects', async () => {
      const t = setup()
      t.frame.answer('GET_FARCASTER_URI', { url: FARCASTER_URL })
      const approval = t.frame.defer('CONNECT_FARCASTER')
      const starting = t.signIn.farcaster()
      expect(t.router.get().view).toBe('ConnectingFarcaster')
      await flush()
      expect(t.signIn.get()).toEqual({
        method: 'farcaster',
        provider: 'farcaster',
        status: 'waiting',
        error: undefined,
        uri: FARCASTER_URL,
      })
      approval.resolve({ ...user, userName: 'dwr' })
      await starting
      expect(t.connect).toHaveBeenCalledWith({
        socialProvider: 'farcaster',
        socialUsername: 'dwr',
        email: undefined,
      })
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('a failure is FARCASTER_CONNECT_FAILED; retry starts again', async () => {
      const t = setup()
      t.frame.fail('GET_FARCASTER_URI', 'RPC_UNREACHABLE')
      await t.signIn.farcaster()
      expect(t.signIn.get()).toMatchObject({
        status: 'error',
        error: { code: 'FARCASTER_CONNECT_FAILED' },
      })
      t.frame.answer('GET_FARCASTER_URI', { url: FARCASTER_URL })
      t.frame.defer('CONNECT_FARCASTER')
      t.signIn.retry()
      await flush()
      expect(t.signIn.get()).toMatchObject({ status: 'waiting', uri: FARCASTER_URL })
      expect(t.router.get().history).toEqual(['Connect'])
    })

    it('leaving ConnectingFarcaster while disconnected reloads the frame and re-syncs 100 ms later', async () => {
      const t = setup()
      t.frame.answer('GET_FARCASTER_URI', { url: FARCASTER_URL })
      t.frame.defer('CONNECT_FARCASTER')
      await Promise.race([t.signIn.farcaster(), flush()])
      await flush()
      vi.useFakeTimers()
      t.frame.answer('RELOAD', {})
      t.router.goBack()
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
      expect(t.frame.types()).toContain('RELOAD')
      await vi.advanceTimersByTimeAsync(99)
      expect(t.syncDappData).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(t.syncDappData).toHaveBeenCalledOnce()
    })

    it('cancel() while connected just ends it (no reload)', async () => {
      const t = setup()
      t.frame.answer('GET_FARCASTER_URI', { url: FARCASTER_URL })
      t.frame.defer('CONNECT_FARCASTER')
      void t.signIn.farcaster()
      await flush()
      t.setConnected(true)
      t.signIn.cancel()
      expect(t.frame.types()).not.toContain('RELOAD')
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })
  })

  describe('passkey', () => {
    it('CONNECT_PASSKEY with the chain, waits for the frame’s prompt, then connects as a passkey login', async () => {
      const t = setup()
      const answer = t.frame.defer('CONNECT_PASSKEY')
      const starting = t.signIn.passkey()
      expect(t.signIn.get()).toMatchObject({ method: 'passkey', status: 'starting' })
      await flush()
      expect(t.signIn.get()).toEqual({ method: 'passkey', status: 'waiting', error: undefined })
      expect(t.frame.payloads('CONNECT_PASSKEY')).toEqual([{ chainId: 31337 }])
      answer.resolve({ ...user, email: 'ada@example.com' })
      await starting
      expect(t.connect).toHaveBeenCalledWith({ passkey: true, email: 'ada@example.com' })
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
    })

    it('a failure is the frame’s code (PASSKEY_UNKNOWN, PASSKEY_CANCELLED); retry starts again', async () => {
      const t = setup()
      t.frame.fail('CONNECT_PASSKEY', 'PASSKEY_UNKNOWN')
      await t.signIn.passkey()
      expect(t.signIn.get()).toEqual({
        method: 'passkey',
        status: 'error',
        error: { code: 'PASSKEY_UNKNOWN' },
      })
      t.frame.fail('CONNECT_PASSKEY', 'PASSKEY_CANCELLED')
      t.signIn.retry()
      await flush()
      expect(t.signIn.get().error).toEqual({ code: 'PASSKEY_CANCELLED' })
      expect(t.connect).not.toHaveBeenCalled()
    })

    it('shakes the modal and asks nothing until the terms are accepted', async () => {
      const t = setup({ consented: false })
      await t.signIn.passkey()
      expect(t.modal.get().shake).toBe(true)
      expect(t.frame.types()).toEqual([])
    })

    it('closing the modal ends it: a late answer connects nothing', async () => {
      const t = setup()
      const answer = t.frame.defer('CONNECT_PASSKEY')
      const starting = t.signIn.passkey()
      await flush()
      t.modal.close()
      expect(t.signIn.get()).toEqual(IDLE_SIGN_IN)
      answer.resolve(user)
      await starting
      expect(t.connect).not.toHaveBeenCalled()
    })
  })

  it('a newer sign-in ends the older: the state follows only the latest', async () => {
    const t = setup()
    t.frame.answer('GET_FARCASTER_URI', { url: FARCASTER_URL })
    t.frame.defer('CONNECT_FARCASTER')
    void t.signIn.farcaster()
    await flush()
    const answer = t.frame.defer('CONNECT_EMAIL')
    const sending = t.signIn.email('ada@example.com')
    expect(t.signIn.get()).toMatchObject({ method: 'email', status: 'starting' })
    answer.resolve({ action: 'VERIFY_DEVICE' })
    t.frame.defer('CONNECT_DEVICE')
    await Promise.race([sending, flush()])
    expect(t.signIn.get()).toMatchObject({
      method: 'email',
      status: 'waiting',
      step: 'VERIFY_DEVICE',
    })
  })
})
