import type { ChainNamespace } from '@foyer/protocol'
import { useFoyer, useStore } from './useFoyer'

/**
 * Signs a message with the active account, whatever its namespace (`foyer.namespaces.signMessage`):
 * the signature in the namespace's usual form (eip155: 0x hex; solana: base58 ed25519; bip122:
 * the BIP-322 witness in base64). `namespace` is the active account's (undefined when none).
 */
export function useFoyerSignMessage(): {
  namespace: ChainNamespace | undefined
  signMessage(message: string): Promise<string>
} {
  const foyer = useFoyer()
  const { namespace, isConnected } = useStore(foyer.account)
  return {
    namespace: isConnected ? namespace : undefined,
    signMessage: (message) => foyer.namespaces.signMessage(message),
  }
}
