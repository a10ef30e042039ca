import type { SocialProvider, WalletEntry } from '@foyer/protocol'
import type { WalletListItem } from '../connectors/composeWalletList'
import type { CustomWallet } from '../directory/directoryOptions'
import type { ErrorNotice } from '../errors/errorNotice'

export type SignInMethod = 'wallet' | 'walletConnect' | 'email' | 'social' | 'farcaster' | 'passkey'

export type SignInStatus = 'idle' | 'starting' | 'waiting' | 'verifying' | 'connecting' | 'error'

/** The one sign-in under way (or the last that failed), whichever way the visitor chose. */
export type SignInState = {
  method: SignInMethod | undefined
  status: SignInStatus
  error: ErrorNotice | undefined
  /** wallet: the connector being connected. */
  connectorUid?: string
  /** walletConnect: the wallet being paired (none: the QR code). */
  wallet?: WalletEntry | CustomWallet
  /** walletConnect pairing URI, or the Farcaster sign-in URL, while waiting. */
  uri?: string
  /** email: the address signing in. */
  email?: string
  /** email: once a code (VERIFY_OTP) or an approval link (VERIFY_DEVICE) was sent. */
  step?: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  /** email: when a new code or link may be sent (ms since the epoch; a 30 s cooldown). */
  resendAt?: number
  /** social / farcaster: the provider. */
  provider?: SocialProvider | 'farcaster'
}

/**
 * Every way to sign in starts here: each method loads its lazy part (embedded wallet,
 * WalletConnect), opens its view and reports progress and failure in the one SignInState.
 */
export type SignIn = {
  get(): SignInState
  subscribe(listener: (state: SignInState, previous: SignInState) => void): () => void
  /** Warms the lazy part of a method (e.g. the frame when the email field gets focus). Never throws. */
  prepare(method: SignInMethod): void
  /**
   * A wallet row was chosen: shakes the modal until the terms are accepted (legalCheckbox), then
   * connects its connector, pairs a directory wallet by WalletConnect, or shows Downloads.
   */
  wallet(item: WalletListItem): void
  /** Pairs a remote wallet (ConnectingWalletConnect: its links, or the QR code). */
  walletConnect(wallet?: WalletEntry | CustomWallet): Promise<void>
  /** Sends a code or approval link to `address` (or signs in at once on a trusted device). */
  email(address: string): Promise<void>
  emailOtp(otp: string): Promise<void>
  /** Sends a new code or link, once the cooldown is over. */
  emailResend(): Promise<void>
  /** MUST be called synchronously inside the click handler: opens the 600x800 popup itself. */
  social(provider: SocialProvider): void
  /** Starts Sign In With Farcaster and shows ConnectingFarcaster. */
  farcaster(): Promise<void>
  /**
   * Signs in with a passkey of the frame's site: the frame shows its own prompt over the modal
   * (ApproveTransaction, kind 'passkey'); the Connect view shows the progress and any failure.
   */
  passkey(): Promise<void>
  /** Repeats the last attempt (a wallet's connect, a pairing, Farcaster, ...). */
  retry(): void
  /**
   * Ends the attempt under way. For Farcaster while disconnected: clears its URL, reloads the
   * frame and re-syncs the dapp data after 100 ms (docs/product.md, Farcaster).
   */
  cancel(): void
}

export const IDLE_SIGN_IN: SignInState = { method: undefined, status: 'idle', error: undefined }
