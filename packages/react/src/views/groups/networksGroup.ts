import { NetworksView } from '../networks/NetworksView'
import { SwitchNetworkView } from '../networks/SwitchNetworkView'
import { UnsupportedChainView } from '../networks/UnsupportedChainView'

/** Choosing and switching the network. */
export const networksGroup = {
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: UnsupportedChainView,
}
