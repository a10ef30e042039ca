import type { PublicClient } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { siwxError } from './siwxError'

/**
 * Checks the signature of an EIP-4361 message with viem's `verifySiweMessage` on its chain: a
 * plain account by its key, a deployed contract account by ERC-1271, an undeployed one by its
 * ERC-6492 wrapper (viem checks domain, nonce and times again). A wrong signer is a 401
 * INVALID_SIGNATURE; viem answers `false` when the node cannot be reached too, so a refusal is
 * only final when the node answers; otherwise 502 CHAIN_UNAVAILABLE (the visitor may retry).
 */
export async function verifySiwxSignature(
  client: PublicClient,
  {
    message,
    signature,
    domain,
    nonce,
    now,
  }: { message: string; signature: `0x${string}`; domain: string; nonce: string; now: Date },
): Promise<void> {
  const unavailable = (error: unknown) =>
    siwxError(
      502,
      'CHAIN_UNAVAILABLE',
      `The signature could not be checked on the network: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
    )
  let valid: boolean
  try {
    valid = await verifySiweMessage(client, { message, signature, domain, nonce, time: now })
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
