import type { PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import { siwxError } from './siwxError'

/**
 * Checks the signature of an EIP-4361 message (already read and checked by checkSiwxMessage:
 * domain, nonce, times) by its account with viem's `verifyMessage` on its chain: a plain account
 * by its key, a deployed contract account by ERC-1271, an undeployed one by its ERC-6492
 * wrapper. (Not viem's `verifySiweMessage`: its own parser reads fewer of the forms EIP-4361
 * allows than parseSiwxMessage, e.g. an IPv6 domain or a lowercase `t`.) A wrong signer is a 401
 * INVALID_SIGNATURE; viem answers `false` when the node cannot be reached too, so a refusal is
 * only final when the node answers; otherwise 502 CHAIN_UNAVAILABLE (the visitor may retry).
 */
export async function verifyEvmSignature(
  client: PublicClient,
  {
    address,
    message,
    signature,
  }: { address: `0x${string}`; message: string; signature: `0x${string}` },
): Promise<void> {
  const unavailable = (error: unknown) =>
    siwxError(
      502,
      'CHAIN_UNAVAILABLE',
      `The signature could not be checked on the network: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
    )
  let valid: boolean
  try {
    valid = await verifyMessage(client, { address, message, signature })
  } catch (error) {
    throw unavailable(error)
  }
  if (valid) return
  try {
    await client.getChainId()
  } catch (error) {
    throw unavailable(error)
  }
  throw siwxError(401, 'INVALID_SIGNATURE', 'The sign-in message was not signed by its account')
}
