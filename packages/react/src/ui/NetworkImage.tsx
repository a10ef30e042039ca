import type { Network } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer'
import { WalletImage } from './WalletImage'

/** The network's logo from the Foyer server's image route, or its monogram without one. */
export function NetworkImage({ network, large }: { network: Network; large?: boolean }) {
  const foyer = useFoyer()
  const src = foyer.wallets?.assetImageUrl(network.caipNetworkId)
  return <WalletImage name={network.name} src={src} large={large} />
}
