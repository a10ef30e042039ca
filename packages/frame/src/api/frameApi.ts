import type {
  AccountSessionsResponse,
  CustodianReleaseRequest,
  CustodianReleaseResponse,
  EmailLoginAction,
  ProtectWalletRequest,
  RecoveryMethod,
  RecoveryRecord,
  RevokeSessionRequest,
  RevokeSessionResponse,
  SmartAccountNetworksResponse,
} from '@foyer/protocol'
import type { Address } from 'viem'
import type {
  AuthShareResponse,
  DeviceWaitResponse,
  FarcasterConnectRequest,
  FarcasterConnectResponse,
  FarcasterStartRequest,
  FarcasterStartResponse,
  RecoveryShareResponse,
  SessionStatus,
  SocialCallbackRequest,
  SocialSessionGrant,
  SocialStartRequest,
  VerifyOtpResponse,
} from './apiSchemas'

/** The server calls the frame makes; one interface so tests can use a fake server object. */
export type FrameApi = {
  getAllowedOrigins(): Promise<string[]>
  /** With the stored session as `token`, a trusted device with a live session gets CONNECT. */
  connectEmail(
    input: { email: string; deviceId: string },
    token?: string,
  ): Promise<{ action: EmailLoginAction }>
  /** A session, or VERIFY_DEVICE: a known user's new device waits for the mailed link. */
  verifyOtp(input: { email: string; deviceId: string; otp: string }): Promise<VerifyOtpResponse>
  /** Long poll (~25 s): `{approved:false}` means poll again. */
  waitForDevice(input: { email: string; deviceId: string }): Promise<DeviceWaitResponse>
  getSession(token: string): Promise<SessionStatus>
  signOut(token: string): Promise<void>
  updateEmail(token: string, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  updateEmailPrimary(token: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondary(token: string, otp: string): Promise<{ newEmail: string }>
  /** Stores a new wallet's auth share (never a recovery share) once per user; 409 when one exists. */
  createShares(token: string, input: { address: string; authShare: string }): Promise<void>
  /** The auth share and its version, only to an authenticated session; 404 without a wallet. */
  getAuthShare(token: string): Promise<AuthShareResponse>
  /**
   * Protects the wallet with a fresh split: the new auth share, the sealed recovery share and its
   * first method; 409 RECOVERY_STALE when the wallet is no longer at `version`.
   */
  protectWallet(token: string, input: ProtectWalletRequest): Promise<RecoveryRecord>
  /** What a new device restores from (nothing the server can open); 404 without a wallet. */
  getRecoveryRecord(token: string): Promise<RecoveryRecord>
  /** Adds a wrap of the current recovery key; 409 RECOVERY_STALE for another version. */
  addRecoveryMethod(
    token: string,
    input: { version: number; method: RecoveryMethod },
  ): Promise<RecoveryRecord>
  /** Drops a passkey's wrap. */
  removeRecoveryPasskey(token: string, credentialId: string): Promise<RecoveryRecord>
  /**
   * LEGACY AND CUSTODIAL (wallets made before sealed recovery that still have a server-held
   * recovery share; `legacyRecovery` in the record). The recovery share, for an approved device
   * that holds no share (new-device recovery): once
   * per device, the user is mailed a notice. 404 NO_WALLET; 409 RECOVERY_USED when this device
   * stored the wallet or was restored before; 502 MAIL_FAILED when the notice could not be sent.
   */
  getRecoveryShare(token: string): Promise<RecoveryShareResponse>
  /**
   * CUSTODIAL (only where the operator runs a custodian, docs/security.md): the custodian opens
   * the wallet's `custodian` wrap and seals RK again to `recipientPublicKey`, a one-off key of
   * this frame's; the user is mailed a notice first (once per device). 404 CUSTODIAN_OFF when the
   * wallet has no custodian wrap or none runs; 502 CUSTODIAN_FAILED when it cannot answer.
   */
  releaseFromCustodian(
    token: string,
    input: CustodianReleaseRequest,
  ): Promise<CustodianReleaseResponse>
  /** The networks where smart accounts work, and the project's gas sponsorship. */
  getSmartAccountNetworks(): Promise<SmartAccountNetworksResponse>
  /** The session keys `address` (a smart account) granted on `chainId`, read on chain. */
  getSessions(address: Address, chainId: number): Promise<AccountSessionsResponse>
  /** Has the API's relayer end a session with the owner's signature; answers once it is on chain. */
  revokeSession(
    address: Address,
    chainId: number,
    body: RevokeSessionRequest,
  ): Promise<RevokeSessionResponse>
  /**
   * The API's JSON-RPC endpoint of one chain, with the project's params: its node (the RPC
   * proxy), its bundler, or the project's paymaster.
   */
  jsonRpcUrl(service: 'node' | 'bundler' | 'paymaster', chainId: number): string
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
