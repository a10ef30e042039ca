import type { Network, ThemeMode, ThemeVariables, ViewName } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

/** Opens and closes the modal. */
export function useFoyerModal() {
  const foyer = useFoyer()
  const { open: isOpen } = useStore(foyer.modal)
  return { isOpen, open: (view?: ViewName) => foyer.open(view), close: () => foyer.close() }
}

/**
 * The connected account: status, isConnected, its `namespace` (eip155, solana), address (in its
 * namespace's form) and `caipAddress` (CAIP-10), chainId.
 */
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
    /** Whether `network` can be switched to (another namespace: only if the wallet speaks it). */
    canSwitchTo: (network: Network) => foyer.namespaces.canSwitchTo(network),
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
  // A wallet listed in several namespaces is one row: its other connectors are `alsoIn`.
  const connector = items.find(
    ({ connector: row }) =>
      row.uid === connectorUid || row.alsoIn?.some((other) => other.uid === connectorUid),
  )?.connector
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
