import { isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem'
import { ApiError } from '../http/apiError'
import type { CheckedNameRequest } from './checkNameRequest'

/**
 * Checks that `address` signed the message (EIP-191) with viem's `verifyMessage` on the coin
 * type's chain: a plain account by its key, a deployed contract account by ERC-1271, an
 * undeployed one by its ERC-6492 wrapper. A wrong signer is a 401 INVALID_SIGNATURE. viem
 * answers `false` when the node cannot be reached too, so a refusal is only final when the node
 * answers; otherwise it is a 502 CHAIN_UNAVAILABLE (the visitor may try again). Resolves with
 * `plainAccount`: whether the address signed with its own key (then it is the same account on
 * every EVM chain).
 */
export async function verifyNameSignature(
  client: PublicClient,
  { address, message, signature }: Pick<CheckedNameRequest, 'address' | 'message' | 'signature'>,
): Promise<{ plainAccount: boolean }> {
  if (await signedByKeyOf(address, message, signature)) return { plainAccount: true }
  const unavailable = (error: unknown) =>
    new ApiError(
      502,
      'CHAIN_UNAVAILABLE',
      `The signature could not be checked on the network: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
    )
  let valid: boolean
  try {
    valid = await client.verifyMessage({ address, message, signature })
  } catch (error) {
    throw unavailable(error)
  }
  if (valid) return { plainAccount: false }
  try {
    await client.getChainId()
  } catch (error) {
    throw unavailable(error)
  }
  throw new ApiError(401, 'INVALID_SIGNATURE')
}

/** Whether `signature` is a plain (EIP-191) signature by the key of `address`. */
async function signedByKeyOf(
  address: CheckedNameRequest['address'],
  message: string,
  signature: CheckedNameRequest['signature'],
): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    // Not a 65-byte signature (an ERC-1271 or ERC-6492 one): a contract account's.
    return false
  }
}
