import type { Wallet } from '@wallet-standard/base'
import { StandardDisconnect, type StandardDisconnectFeature } from '@wallet-standard/features'

/** Asks `wallet` to forget the page (`standard:disconnect`), where it offers that. */
export async function disconnectStandardWallet(wallet: Wallet | undefined): Promise<void> {
  const feature = (wallet?.features as Partial<StandardDisconnectFeature> | undefined)?.[
    StandardDisconnect
  ]
  await feature?.disconnect()
}
