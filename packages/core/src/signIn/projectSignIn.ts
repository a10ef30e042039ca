import type { EmailLoginState } from '../embedded/createEmailLogin'
import type { FarcasterLoginState } from '../embedded/createFarcasterLogin'
import type { PasskeyLoginState } from '../embedded/createPasskeyLogin'
import type { SocialLoginState } from '../embedded/createSocialLogin'
import type { WalletConnectAttempt } from '../walletConnect/createWalletConnectFlow'
import type { ConnectAttempt } from './connectFlow'
import type { SignInState } from './signIn'

/*
 * Each flow's own state as the one SignInState (undefined: the flow is idle, the sign-in over).
 */

export function projectWallet(state: ConnectAttempt): SignInState | undefined {
  const { connectorUid } = state
  if (state.status === 'idle') return undefined
  if (state.status === 'error') {
    return { method: 'wallet', status: 'error', error: state.error, connectorUid }
  }
  return { method: 'wallet', status: 'connecting', error: undefined, connectorUid }
}

export function projectWalletConnect(state: WalletConnectAttempt): SignInState | undefined {
  const wallet = state.wallet ? { wallet: state.wallet } : {}
  if (state.status === 'idle') return undefined
  if (state.status === 'error') {
    return { method: 'walletConnect', status: 'error', error: state.error, ...wallet }
  }
  return state.uri
    ? { method: 'walletConnect', status: 'waiting', error: undefined, uri: state.uri, ...wallet }
    : { method: 'walletConnect', status: 'starting', error: undefined, ...wallet }
}

export function projectSocial(state: SocialLoginState): SignInState | undefined {
  const provider = state.provider ? { provider: state.provider } : {}
  if (state.error) return { method: 'social', status: 'error', error: state.error, ...provider }
  switch (state.status) {
    case 'idle':
      return undefined
    case 'redirecting':
      return { method: 'social', status: 'starting', error: undefined, ...provider }
    case 'waiting':
      return { method: 'social', status: 'waiting', error: undefined, ...provider }
    case 'connecting':
      return { method: 'social', status: 'connecting', error: undefined, ...provider }
  }
}

export function projectFarcaster(state: FarcasterLoginState): SignInState | undefined {
  const base = { method: 'farcaster' as const, provider: 'farcaster' as const }
  switch (state.status) {
    case 'idle':
      return undefined
    case 'loading':
      return { ...base, status: 'starting', error: undefined }
    case 'waiting':
      return { ...base, status: 'waiting', error: undefined, uri: state.url }
    case 'connecting':
      return { ...base, status: 'connecting', error: undefined, uri: state.url }
    case 'error':
      return { ...base, status: 'error', error: state.error }
  }
}

export function projectPasskey(state: PasskeyLoginState): SignInState | undefined {
  if (state.error) return { method: 'passkey', status: 'error', error: state.error }
  switch (state.status) {
    case 'idle':
      return undefined
    case 'waiting':
      return { method: 'passkey', status: 'waiting', error: undefined }
    case 'connecting':
      return { method: 'passkey', status: 'connecting', error: undefined }
  }
}

/** The email store's step as the facade's: the verify step sent last stays while verifying. */
export function projectEmail(
  state: EmailLoginState,
  previous: SignInState,
): SignInState | undefined {
  const base = { method: 'email' as const, email: state.email, resendAt: state.resendAt }
  const sent =
    state.step === 'VERIFY_OTP' || state.step === 'VERIFY_DEVICE'
      ? state.step
      : state.step === 'verifying'
        ? 'VERIFY_OTP'
        : state.step === 'idle'
          ? undefined
          : previous.step
  const step = sent ? { step: sent } : {}
  if (state.error) return { ...base, ...step, status: 'error', error: state.error }
  switch (state.step) {
    case 'idle':
      return undefined
    case 'sending':
      return { ...base, ...step, status: 'starting', error: undefined }
    case 'VERIFY_OTP':
    case 'VERIFY_DEVICE':
      return { ...base, ...step, status: 'waiting', error: undefined }
    case 'verifying':
      return { ...base, ...step, status: 'verifying', error: undefined }
    case 'connecting':
      return { ...base, ...step, status: 'connecting', error: undefined }
  }
}
