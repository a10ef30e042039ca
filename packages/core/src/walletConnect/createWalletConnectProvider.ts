import { Core } from '@walletconnect/core'
import SignClient from '@walletconnect/sign-client'
import UniversalProvider from '@walletconnect/universal-provider'
import type { DappMetadata } from '../foyerOptions'

export type WalletConnectProviderOptions = {
  /** The relay: ours (`ws://…/relay`) by default, or the public WalletConnect network. */
  relayUrl: string
  /** The project id the relay knows (ours, or the operator's WalletConnect cloud id). */
  projectId: string
  metadata: DappMetadata
  /** Keeps this page's sessions apart from other kits' in storage. */
  storagePrefix?: string
}

/**
 * A UniversalProvider on a Core of our own: the relay is configuration, telemetry is off, and
 * the verify step (an iframe from the vendor's host that cannot load here and would hold every
 * connect back ~5 s) is replaced by an empty attestation.
 */
export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<UniversalProvider> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? 'foyer',
    telemetryEnabled: false,
  })
  core.verify.register = async () => ''
  const metadata = {
    name: options.metadata.name,
    description: options.metadata.description ?? '',
    url: options.metadata.url ?? globalThis.location?.origin ?? '',
    icons: [...(options.metadata.icons ?? [])],
  }
  const client = await SignClient.init({ core, metadata })
  return UniversalProvider.init({ client, projectId: options.projectId, metadata })
}
