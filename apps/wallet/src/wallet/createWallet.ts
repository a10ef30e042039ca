import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes, ICore } from '@walletconnect/types'

export interface CreateWalletOptions {
  /** Our relay (`ws://…/relay`) or the public WalletConnect network. */
  relayUrl: string
  projectId: string
  metadata: WalletKitTypes.Metadata
  /** Storage for the SDK (tests pass an in-memory one); the browser default is IndexedDB. */
  storage?: CoreTypes.Options['storage']
}

/** Prefix of this wallet's SDK storage keys, apart from any dapp's on the same origin. */
export const STORAGE_PREFIX = 'foyer-wallet'

/**
 * The WalletKit client this wallet runs on: a Core on the configured relay, telemetry off, and
 * no calls to outside hosts (see silenceOutsideCalls). Resolves once the relay has answered.
 */
export async function createWallet(options: CreateWalletOptions): Promise<IWalletKit> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: STORAGE_PREFIX,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  silenceOutsideCalls(core)
  return WalletKit.init({ core, metadata: options.metadata })
}

/**
 * The two calls to WalletConnect's own hosts a wallet makes, which no setting turns off:
 * verify.walletconnect.org on every proposal and request (the wallet waits for it, up to 5 s
 * where the host does not answer), and the analytics ping WalletKit sends at init even with
 * telemetry off. Our relay has no verify server; the proposal's origin shows as unverified.
 */
export function silenceOutsideCalls(core: Pick<ICore, 'verify' | 'eventClient'>): void {
  // The SDK treats an empty resolution as "not verified" (validation UNKNOWN).
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => {}
}
