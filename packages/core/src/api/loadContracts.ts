export type ProtocolContracts = typeof import('./protocolContracts')

let loading: Promise<ProtocolContracts> | undefined

/**
 * The protocol contracts that bring zod (./protocolContracts), loaded once, on the first request
 * that needs them. A failed load (a chunk the network lost) is tried again on the next call.
 */
export function loadContracts(): Promise<ProtocolContracts> {
  loading ??= import('./protocolContracts').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
