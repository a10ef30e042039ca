import { createSiweMessage } from 'viem/siwe'
import { parseCaipNetworkId } from '../caip'
import { createCaip122Message } from './createCaip122Message'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'
import { siwxProfileOf } from './siwxProfiles'

/**
 * The text the wallet signs for `message`. On eip155 an EIP-4361 message written by viem's
 * `createSiweMessage`, with the CAIP-2 chain id's reference as its numeric Chain ID; on solana
 * and bip122 its CAIP-122 form (createCaip122Message). Throws SiwxMessageError for another
 * namespace or a field the grammar does not allow.
 */
export function createSiwxMessage(message: SiwxMessage): string {
  const network = parseCaipNetworkId(message.chainId)
  const profile = siwxProfileOf(network?.namespace)
  if (profile && profile.namespace !== 'eip155') return createCaip122Message(message, profile)
  if (network?.namespace !== 'eip155' || !/^[1-9]\d*$/.test(network.reference)) {
    throw new SiwxMessageError(
      `Sign-in messages are for eip155, solana or bip122 chains, not ${message.chainId}`,
    )
  }
  const time = (value: string | undefined) => (value ? new Date(value) : undefined)
  try {
    return createSiweMessage({
      address: message.accountAddress as `0x${string}`,
      chainId: Number(network.reference),
      domain: message.domain,
      scheme: message.scheme,
      uri: message.uri,
      version: message.version,
      nonce: message.nonce,
      statement: message.statement,
      resources: message.resources,
      requestId: message.requestId,
      // EIP-4361 requires Issued At; viem writes "now" when it is not given.
      issuedAt: time(message.issuedAt),
      notBefore: time(message.notBefore),
      expirationTime: time(message.expirationTime),
    })
  } catch (error) {
    throw new SiwxMessageError(
      error instanceof Error
        ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
        : String(error),
    )
  }
}
