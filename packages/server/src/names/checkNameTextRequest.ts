import {
  chainIdOfCoinType,
  NAME_MESSAGE_LIFETIME_SECONDS,
  nameTextProblem,
  parseNameTextMessage,
  setNameTextRequestSchema,
} from '@foyer/protocol'
import { getAddress, keccak256, toHex } from 'viem'
import type { ChainRegistry } from '../chain/chainRegistry'
import { ApiError } from '../http/apiError'
import type { CheckedNameRequest } from './checkNameRequest'
import { checkZoneName } from './checkZoneName'

/** A text-records request whose message is well-formed, fresh and about a served chain. */
export interface CheckedNameTextRequest extends CheckedNameRequest {
  /** The records to set; an empty value removes one. */
  text: Record<string, string>
}

/**
 * Everything about `POST /v1/profile/text` that needs neither the database nor a signature
 * check: the body, the message's fields (name in the zone and by the rules, the body's coin type
 * and address, a timestamp within NAME_MESSAGE_LIFETIME_SECONDS of now), every record by
 * `nameTextProblem` (400 INVALID_TEXT_RECORD naming the key) and the coin type's chain (one this
 * API serves, else 'Network not found'). Each failure is a 400 ApiError.
 */
export async function checkNameTextRequest(
  body: unknown,
  { zone, registry, now }: { zone: string; registry: ChainRegistry; now: Date },
): Promise<CheckedNameTextRequest> {
  const parsed = setNameTextRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  const { coin_type: coinType, message, signature } = parsed.data
  const address = getAddress(parsed.data.address)
  const fields = parseNameTextMessage(message)
  if (!fields) {
    throw new ApiError(
      400,
      'INVALID_MESSAGE',
      'The message must be the JSON of name, coin_type, address, text and timestamp',
    )
  }
  if (fields.coin_type !== coinType || fields.address.toLowerCase() !== address.toLowerCase()) {
    throw new ApiError(400, 'INVALID_MESSAGE', 'The message names another address or coin type')
  }
  const label = checkZoneName(fields.name, zone)
  const entries = Object.entries(fields.text)
  if (entries.length === 0) {
    throw new ApiError(400, 'INVALID_TEXT_RECORD', { details: 'the message sets no record' })
  }
  for (const [key, value] of entries) {
    const problem = nameTextProblem(key, value)
    if (problem) throw new ApiError(400, 'INVALID_TEXT_RECORD', { details: problem })
  }
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (Math.abs(nowSeconds - fields.timestamp) > NAME_MESSAGE_LIFETIME_SECONDS) {
    throw new ApiError(400, 'STALE_MESSAGE')
  }
  const chainId = chainIdOfCoinType(coinType)
  const chain = chainId === undefined ? undefined : await registry.get(chainId)
  if (!chain) throw new ApiError(400, 'NETWORK_NOT_FOUND')
  return {
    label,
    name: fields.name,
    coinType,
    address,
    chain,
    message,
    signature,
    text: fields.text,
    messageHash: keccak256(toHex(message)),
    // Kept until its last accepted second is over (the check above compares whole seconds).
    expiresAt: new Date((fields.timestamp + NAME_MESSAGE_LIFETIME_SECONDS + 1) * 1000),
  }
}
