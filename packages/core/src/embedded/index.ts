/**
 * The embedded wallet (`@foyer/core/embedded`): loaded by `createFoyer` only when the email login
 * is chosen or was used before, so pages that never use it do not carry it.
 */
export type { CachedLogin, LoginIdentity } from './cachedLogin'
export type { EmailLogin, EmailLoginState, EmailLoginStep } from './createEmailLogin'
export type { EmailUpdate, EmailUpdateState, EmailUpdateStep } from './createEmailUpdate'
export type {
  FarcasterLogin,
  FarcasterLoginState,
  FarcasterLoginStatus,
} from './createFarcasterLogin'
export type { SocialLogin, SocialLoginState, SocialLoginStatus } from './createSocialLogin'
export type { EmbeddedUserState } from './embeddedConnector'
export type { SocialLoginError } from './socialLoginError'
export type { SocialLoginErrorKind } from './socialLoginErrors'
export {
  type EmbeddedWallet,
  type EmbeddedWalletDeps,
  startEmbeddedWallet,
} from './startEmbeddedWallet'
