import type { PublicationHandler, RelayBus } from './relayBus'

/** One process: a publication goes straight to this node's subscribers. */
export function createLocalBus(onPublication: PublicationHandler): RelayBus {
  return {
    join: async () => {},
    leave: async () => {},
    publish: async (message) => onPublication(message),
    close: async () => {},
  }
}
