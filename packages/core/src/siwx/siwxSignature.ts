import type { ChainNamespace } from '@foyer/protocol'
import { fromBase58 } from '../namespaces/solana/base58'

/**
 * The signature as the server's verify route takes it: `0x` and the hex of its bytes, in every
 * namespace (siwxVerifyRequestSchema). A wallet answers in its namespace's usual form: eip155
 * 0x hex already, solana base58 (`solana:signMessage` through the adapter), bip122 base64
 * (BIP-322 and BIP-137 wallets).
 */
export function siwxSignature(namespace: ChainNamespace, signature: string): `0x${string}` {
  if (namespace === 'eip155') return signature as `0x${string}`
  const bytes =
    namespace === 'solana'
      ? fromBase58(signature)
      : Uint8Array.from(atob(signature), (char) => char.charCodeAt(0))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
