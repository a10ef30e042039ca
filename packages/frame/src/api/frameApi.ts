import type { EmailLoginAction } from '@foyer/protocol'
import type {
  AuthShareResponse,
  DeviceWaitResponse,
  FarcasterConnectRequest,
  FarcasterConnectResponse,
  FarcasterStartRequest,
  FarcasterStartResponse,
  RecoveryShareResponse,
  Session,
  SessionStatus,
  SocialCallbackRequest,
  SocialSessionGrant,
  SocialStartRequest,
} from './apiSchemas'

/** The server calls the frame makes; one interface so tests can use a fake server object. */
export type FrameApi = {
  getAllowedOrigins(): Promise<string[]>
  /** With the stored session as `token`, a trusted device with a live session gets CONNECT. */
  connectEmail(
    input: { email: string; deviceId: string },
    token?: string,
  ): Promise<{ action: EmailLoginAction }>
  verifyOtp(input: { email: string; deviceId: string; otp: string }): Promise<Session>
  /** Long poll (~25 s): `{approved:false}` means poll again. */
  waitForDevice(input: { email: string; deviceId: string }): Promise<DeviceWaitResponse>
  getSession(token: string): Promise<SessionStatus>
  signOut(token: string): Promise<void>
  updateEmail(token: string, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  updateEmailPrimary(token: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondary(token: string, otp: string): Promise<{ newEmail: string }>
  /** Stores the server's shares once per user; 409 when a wallet exists. */
  createShares(
    token: string,
    input: { address: string; authShare: string; recoveryShare: string },
  ): Promise<void>
  /** The auth share, released only to an authenticated session; 404 when there is no wallet. */
  getAuthShare(token: string): Promise<AuthShareResponse>
  /**
   * The recovery share, for an approved device that holds no share (new-device recovery): once
   * per device, the user is mailed a notice. 404 NO_WALLET; 409 RECOVERY_USED when this device
   * stored the wallet or was restored before; 502 MAIL_FAILED when the notice could not be sent.
   */
  getRecoveryShare(token: string): Promise<RecoveryShareResponse>
  /** The provider's authorization URL for a new social sign-in (its `state` in the query). */
  startSocial(input: SocialStartRequest): Promise<{ uri: string }>
  /** Finishes a started social sign-in with what the provider sent back: a session grant. */
  socialCallback(input: SocialCallbackRequest): Promise<SocialSessionGrant>
  /** A Farcaster sign-in: the relay channel and the link (QR code) the visitor opens. */
  startFarcaster(input: FarcasterStartRequest): Promise<FarcasterStartResponse>
  /**
   * Long poll (~25 s): `{state:'pending'}` means poll again; else the session grant. `signal`
   * ends the request when the sign-in is cancelled (ApiRequestError code REQUEST_ABORTED).
   */
  connectFarcaster(
    input: FarcasterConnectRequest,
    signal?: AbortSignal,
  ): Promise<FarcasterConnectResponse>
}
