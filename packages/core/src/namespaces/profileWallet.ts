import type { CaipAddress, ChainNamespace } from '@foyer/protocol'
import type { Network } from '../networks/network'

/**
 * A wallet connected to the page, as the ProfileWallets view lists it (docs/product.md#profile-wallets).
 * With the `multiWallet` feature several are connected at once; the kit's account is the active one's.
 */
export type ProfileWallet = {
  /** `<namespace>:<connector uid>`: stable while the wallet stays connected. */
  id: string
  namespace: ChainNamespace
  connectorUid: string
  connectorId: string
  name: string
  icon: string | undefined
  /** In its namespace's form: eip155 `0x…` (checksummed), solana base58. */
  address: string
  /** CAIP-10 on its network, when that network is one of the dapp's. */
  caipAddress: CaipAddress | undefined
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference. */
  chainId: number | string
  /** Its network, when it is one of the dapp's. */
  network: Network | undefined
  /** Whether the kit's account is this wallet's. */
  active: boolean
}
