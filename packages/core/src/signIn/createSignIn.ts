import type { SocialProvider, WalletEntry } from '@foyer/protocol'
import type { WalletListItem } from '../connectors/composeWalletList'
import type { CustomWallet } from '../directory/directoryOptions'
import { openSocialPopup, type SocialPopup } from '../embedded/openSocialPopup'
import type { EmbeddedWallet } from '../embedded/startEmbeddedWallet'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import type { LazySlot } from '../state/createLazySlot'
import type { Toasts } from '../toast/createToasts'
import type { Attempt } from '../utils/latestAttempt'
import type { WalletConnect } from '../walletConnect/startWalletConnect'
import { pairsByWalletConnect } from '../walletConnect/walletConnectRelay'
import type { ConnectFlow } from './connectFlow'
import {
  projectEmail,
  projectFarcaster,
  projectPasskey,
  projectSocial,
  projectWallet,
  projectWalletConnect,
} from './projectSignIn'
import type { SignIn } from './signIn'
import { createSignInTracker } from './signInTracker'

export type SignInDeps = {
  router: Router
  modal: Modal
  logger: Logger
  toasts: Pick<Toasts, 'show'>
  /** Connects a wallet's connector (ConnectingExternal). */
  connectFlow: ConnectFlow
  embedded: LazySlot<EmbeddedWallet>
  walletConnect: LazySlot<WalletConnect>
  /** Whether a sign-in may start: the terms are accepted when the legalCheckbox feature asks. */
  consented(): boolean
  isConnected(): boolean
  /** Opens the social popup (in the click); a test passes its own. */
  openPopup?: () => SocialPopup | null
}

/**
 * The one sign-in surface: each method starts here, loads its lazy part, opens its view and is
 * followed in one SignInState (its error a code). The flows underneath keep their own stores
 * (connectFlow, the WalletConnect pairing, the embedded wallet's email, social and Farcaster);
 * the one under way is projected onto the state. The latest attempt wins.
 */
export function createSignIn(deps: SignInDeps): SignIn {
  const { store, replace, begin, follow, fail, end } = createSignInTracker(deps.logger)
  /** What retry repeats. */
  let last: (() => void) | undefined

  function consented(): boolean {
    if (deps.consented()) return true
    deps.modal.shake()
    return false
  }

  function connectWallet(connectorUid: string) {
    last = () => connectWallet(connectorUid)
    const live = begin('wallet', { connectorUid })
    // Started first: the flow is 'connecting' (synchronously) when followed.
    void deps.connectFlow.connect(connectorUid)
    follow(live, deps.connectFlow, projectWallet)
  }

  function wallet(item: WalletListItem) {
    if (!consented()) return
    if (item.section === 'walletConnect') return void startWalletConnect(undefined)
    if (item.connector) return connectWallet(item.connector.uid)
    if (!item.wallet) return
    if (deps.walletConnect.enabled && pairsByWalletConnect(item.wallet)) {
      return void startWalletConnect(item.wallet)
    }
    deps.router.push('Downloads', { wallet: item.wallet })
  }

  async function startWalletConnect(wallet: WalletEntry | CustomWallet | undefined) {
    last = () => void startWalletConnect(wallet)
    const live = begin('walletConnect', wallet ? { wallet } : {})
    try {
      const { flow } = await deps.walletConnect.load()
      if (!live()) return
      flow.start(wallet)
      follow(live, flow, projectWalletConnect)
    } catch (error) {
      if (!live()) return
      deps.logger.error('Failed to connect', String(error))
      // No view of its own is open yet: the toast tells the visitor too.
      deps.toasts.show('error', { code: 'FAILED_TO_CONNECT' })
      replace({ ...store.get(), status: 'error', error: { code: 'FAILED_TO_CONNECT' } })
    }
  }

  async function withEmbedded(
    live: Attempt,
    what: string,
    run: (wallet: EmbeddedWallet) => Promise<void> | void,
  ) {
    try {
      const embedded = await deps.embedded.load()
      if (!live()) return
      await run(embedded)
    } catch (error) {
      fail(live, error, what)
    }
  }

  async function email(address: string) {
    if (!consented()) return
    const trimmed = address.trim()
    last = () => void email(trimmed)
    const live = begin('email', { email: trimmed })
    await withEmbedded(live, 'Email sign-in did not start', (embedded) => {
      const sending = embedded.email.connectEmail(trimmed)
      follow(live, embedded.email, (state) => projectEmail(state, store.get()))
      return sending
    })
  }

  /** The email flow under way, when it is the sign-in followed. */
  function emailFlow() {
    const wallet = deps.embedded.get().value
    return store.get().method === 'email' ? wallet?.email : undefined
  }

  async function emailOtp(otp: string) {
    const flow = emailFlow()
    if (flow) await flow.submitOtp(otp)
  }

  async function emailResend() {
    const flow = emailFlow()
    if (flow) await flow.resend()
  }

  function social(provider: SocialProvider) {
    if ((provider as string) === 'farcaster') return void farcaster()
    if (!consented()) return
    // Opened here, in the click: popup blockers allow nothing later.
    const popup = (deps.openPopup ?? openSocialPopup)()
    last = () => social(provider)
    const live = begin('social', { provider })
    deps.embedded.load().then(
      (embedded) => {
        if (!live()) return closePopup(popup)
        void embedded.social.connect(provider, popup)
        follow(live, embedded.social, projectSocial)
      },
      (error: unknown) => {
        closePopup(popup)
        fail(live, error, 'Social sign-in did not start')
      },
    )
  }

  async function farcaster() {
    if (!consented()) return
    last = () => void farcaster()
    const live = begin('farcaster', { provider: 'farcaster' })
    if (deps.router.get().view !== 'ConnectingFarcaster') deps.router.push('ConnectingFarcaster')
    await withEmbedded(live, 'Farcaster sign-in did not start', (embedded) => {
      const starting = embedded.farcaster.start()
      follow(live, embedded.farcaster, projectFarcaster)
      return starting
    })
  }

  async function passkey() {
    if (!consented()) return
    last = () => void passkey()
    const live = begin('passkey')
    await withEmbedded(live, 'Passkey sign-in did not start', (embedded) => {
      const connecting = embedded.passkey.connect()
      follow(live, embedded.passkey, projectPasskey)
      return connecting
    })
  }

  /**
   * Ends the Farcaster sign-in: while disconnected the frame forgets it (clears the URL, RELOAD,
   * dapp data re-synced 100 ms later; docs/product.md, Farcaster).
   */
  function leaveFarcaster() {
    deps.embedded.get().value?.farcaster.leave(deps.isConnected())
  }

  function cancel() {
    const { method } = store.get()
    end()
    switch (method) {
      case 'wallet':
        return deps.connectFlow.cancel()
      case 'walletConnect':
        return deps.walletConnect.get().value?.flow.cancel()
      case 'email':
        return deps.embedded.get().value?.email.cancel()
      case 'social':
        return deps.embedded.get().value?.social.cancel()
      case 'farcaster':
        return leaveFarcaster()
      case 'passkey':
        return deps.embedded.get().value?.passkey.cancel()
    }
  }

  // Leaving ConnectingFarcaster, or closing the modal, ends the Farcaster sign-in; closing the
  // modal ends a social one (its popup closes) and abandons a wallet's connect.
  deps.router.subscribe((state, previous) => {
    if (previous.view !== 'ConnectingFarcaster' || state.view === 'ConnectingFarcaster') return
    if (store.get().method === 'farcaster') cancel()
  })
  deps.modal.subscribe((state, previous) => {
    if (!previous.open || state.open) return
    const { method, status } = store.get()
    if (method === 'farcaster' || method === 'social' || method === 'passkey') cancel()
    else if (method === 'wallet' && status === 'connecting') cancel()
  })

  return {
    get: store.get,
    subscribe: store.subscribe,
    prepare(method) {
      const slot =
        method === 'walletConnect'
          ? deps.walletConnect
          : method === 'wallet'
            ? undefined
            : deps.embedded
      if (!slot?.enabled) return
      const warming =
        slot === deps.embedded
          ? // The frame too: it takes its ready delay (docs/product.md) while the visitor types, so
            // that Continue finds it ready.
            deps.embedded.load().then((embedded) => embedded.messenger.load())
          : slot.load()
      warming.catch((error: unknown) => deps.logger.error(String(error)))
    },
    wallet,
    walletConnect(wallet) {
      if (!consented()) return Promise.resolve()
      return startWalletConnect(wallet)
    },
    email,
    emailOtp,
    emailResend,
    social,
    farcaster,
    passkey,
    retry() {
      last?.()
    },
    cancel,
  }
}

function closePopup(popup: SocialPopup | null) {
  try {
    if (popup && !popup.closed) popup.close()
  } catch {
    // A popup the browser no longer lets us reach.
  }
}
