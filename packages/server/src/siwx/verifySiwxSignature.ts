import { type CaipNetworkId, parseCaipNetworkId } from '@foyer/protocol'
import { hexToBytes, type PublicClient } from 'viem'
import { siwxError } from './siwxError'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'
import { verifyEvmSignature } from './verifyEvmSignature'
import { verifySolanaSignature } from './verifySolanaSignature'

/**
 * Checks the signature of a sign-in message (already read and checked by checkSiwxMessage) by
 * its account, by the namespace of its chain: eip155 on the chain's node (verifyEvmSignature:
 * keys, ERC-1271, ERC-6492), solana by ed25519 (verifySolanaSignature), bip122 by BIP-322 or
 * BIP-137 (verifyBitcoinSignature); the last two need no node. The signature is the hex of its
 * bytes in every namespace (siwxVerifyRequestSchema). Throws the route's error.
 */
export async function verifySiwxSignature(
  {
    chainId,
    address,
    message,
    signature,
  }: { chainId: CaipNetworkId; address: string; message: string; signature: `0x${string}` },
  /** The chain's client (resolveSiwxChain), for eip155. */
  evmClient: PublicClient | undefined,
): Promise<void> {
  const namespace = parseCaipNetworkId(chainId)?.namespace
  const bytes = () => hexToBytes(signature)
  switch (namespace) {
    case 'eip155':
      if (!evmClient) throw siwxError(400, 'UNKNOWN_CHAIN', `No node serves ${chainId}`)
      return verifyEvmSignature(evmClient, {
        address: address as `0x${string}`,
        message,
        signature,
      })
    case 'solana':
      return verifySolanaSignature({ address, message, signature: bytes() })
    case 'bip122':
      return verifyBitcoinSignature({ address, message, signature: bytes() })
    default:
      throw siwxError(400, 'UNKNOWN_CHAIN', `Sign-in is not served for ${chainId}`)
  }
}
