import type { Network, ThemeMode, ThemeVariables, ViewName } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

/** Opens and closes the modal. */
export function useFoyerModal() {
  const foyer = useFoyer()
  const { open: isOpen } = useStore(foyer.modal)
  return { isOpen, open: (view?: ViewName) => foyer.open(view), close: () => foyer.close() }
}

/** The connected account: address, caipAddress, isConnected, status. */
export function useFoyerAccount() {
  return useStore(useFoyer().account)
}

/** The active network and a way to switch it. */
export function useFoyerNetwork() {
  const foyer = useFoyer()
  const { caipNetwork, chainId, isSupported } = useStore(foyer.network)
  return {
    caipNetwork,
    chainId,
    isSupported,
    networks: foyer.networks,
    switchNetwork: (network: Network) => foyer.switchNetwork(network),
  }
}

/** Disconnects the wallet. */
export function useFoyerDisconnect() {
  const foyer = useFoyer()
  return { disconnect: () => foyer.disconnect() }
}

/** Name and icon of the connected wallet. */
export function useWalletInfo() {
  const foyer = useFoyer()
  const { connectorUid } = useStore(foyer.account)
  const { items } = useStore(foyer.connectors)
  const connector = items.find((item) => item.connector.uid === connectorUid)?.connector
  return connector ? { name: connector.name, icon: connector.imageUrl } : undefined
}

/** Theme mode and variables, and setters. */
export function useFoyerTheme() {
  const foyer = useFoyer()
  const theme = useStore(foyer.theme)
  return {
    ...theme,
    setThemeMode: (themeMode: ThemeMode) => foyer.theme.set({ themeMode }),
    setThemeVariables: (themeVariables: ThemeVariables) =>
      foyer.theme.set({ themeVariables: { ...theme.themeVariables, ...themeVariables } }),
  }
}

/** The features in force (the dapp's settings over the remote configuration over the defaults). */
export function useFoyerFeatures() {
  const foyer = useFoyer()
  return { features: useStore(foyer.features), remoteConfig: useStore(foyer.remoteConfig) }
}
