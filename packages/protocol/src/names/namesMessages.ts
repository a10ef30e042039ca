/** The name service's error messages (spec §8), used when the API gives no reason of its own. */
export const NAMES_ERROR_MESSAGES = {
  resolveName: 'Error resolving name',
  fetchSuggestions: 'Error fetching name suggestions',
  fetchNames: 'Error fetching names for address',
  registerName: (name: string) => `Error registering name ${name}`,
  networkNotFound: 'Network not found',
  noAddressOrConnector: 'Address or auth connector not found',
} as const
