import { getAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { toCaipNetworkId } from '../caip'
import { createSiwxMessage } from './createSiwxMessage'
import type { SiwxMessage } from './siwxMessage'
import { SiwxMessageError } from './siwxMessageError'

/**
 * Reads an EIP-4361 message (viem's `parseSiweMessage`) into the sign-in message's fields, with
 * a CAIP-2 chain id. Strict: every required field must be there, the address checksummed, the
 * times valid, and writing the fields back must give exactly `text` — so a message with lines
 * added, dropped, reordered or changed in form is refused (SiwxMessageError), never half-read.
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  const parsed = parseSiweMessage(text)
  const { address, chainId, domain, uri, version, nonce, issuedAt } = parsed
  if (!address || !chainId || !domain || !uri || version !== '1' || !nonce || !issuedAt) {
    throw new SiwxMessageError('The text is not a sign-in (EIP-4361) message')
  }
  if (parsed.scheme) throw new SiwxMessageError('A sign-in message must not name a scheme')
  const times = { issuedAt, notBefore: parsed.notBefore, expirationTime: parsed.expirationTime }
  for (const [field, value] of Object.entries(times)) {
    if (value && Number.isNaN(value.getTime())) {
      throw new SiwxMessageError(`The sign-in message's ${field} is not a valid time`)
    }
  }
  const message: SiwxMessage = {
    accountAddress: address,
    chainId: toCaipNetworkId('eip155', chainId),
    domain,
    uri,
    version,
    nonce,
    ...(parsed.statement !== undefined ? { statement: parsed.statement } : {}),
    ...(parsed.resources !== undefined ? { resources: parsed.resources } : {}),
    ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
    issuedAt: issuedAt.toISOString(),
    ...(times.notBefore ? { notBefore: times.notBefore.toISOString() } : {}),
    ...(times.expirationTime ? { expirationTime: times.expirationTime.toISOString() } : {}),
  }
  let written: string
  try {
    if (getAddress(address) !== address) throw new SiwxMessageError('address not checksummed')
    written = createSiwxMessage(message)
  } catch (error) {
    throw new SiwxMessageError(`The sign-in message is malformed: ${(error as Error).message}`)
  }
  if (written !== text) {
    throw new SiwxMessageError('The sign-in message is malformed: it is not in EIP-4361 form')
  }
  return message
}
