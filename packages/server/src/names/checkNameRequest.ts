import {
  chainIdOfCoinType,
  NAME_MESSAGE_LIFETIME_SECONDS,
  parseNameMessage,
  registerNameRequestSchema,
} from '@foyer/protocol'
import { type Address, getAddress, type Hex, keccak256, toHex } from 'viem'
import { parseBody } from '../auth/parseBody'
import type { ChainRegistry, RegisteredChain } from '../chain/chainRegistry'
import { ApiError } from '../http/apiError'
import { checkZoneName } from './checkZoneName'

/** A registration request whose message is well-formed, fresh and about a served chain. */
export interface CheckedNameRequest {
  label: string
  name: string
  coinType: number
  address: Address
  chain: RegisteredChain
  message: string
  signature: Hex
  /** keccak256 of the message: kept as used until `expiresAt`. */
  messageHash: Hex
  expiresAt: Date
}

/**
 * Everything about `POST /v1/profile/account` that needs no signature check: the body, the
 * message's fields (name in the zone and by the rules, the body's coin type and address, a
 * timestamp within NAME_MESSAGE_LIFETIME_SECONDS of now) and the coin type's chain (one this API
 * serves, else 'Network not found'). Each failure is a 400 ApiError.
 */
export async function checkNameRequest(
  body: unknown,
  context: NameRequestContext,
): Promise<CheckedNameRequest> {
  const request = parseBody(registerNameRequestSchema, body)
  const { coin_type: coinType, message, signature } = request
  const address = getAddress(request.address)
  const fields = parseNameMessage(message)
  if (!fields) {
    throw new ApiError(
      400,
      'INVALID_MESSAGE',
      'The message must be the JSON of name, coin_type, address and timestamp',
    )
  }
  return checkSignedNameMessage({ coinType, address, message, signature }, fields, context)
}

/** What a signed name message is checked against: the zone, the served chains, the time. */
export type NameRequestContext = { zone: string; registry: ChainRegistry; now: Date }

/**
 * The checks every signed name message shares (registration, text records), in this order: the
 * body's coin type and address are the message's, the name is in the zone and by the rules,
 * `checkMore` (the message's own fields), the timestamp is within NAME_MESSAGE_LIFETIME_SECONDS of
 * now, and the coin type's chain is one this API serves ('Network not found'). Each failure is a
 * 400 ApiError.
 */
export async function checkSignedNameMessage(
  request: { coinType: number; address: Address; message: string; signature: Hex },
  fields: { name: string; coin_type: number; address: string; timestamp: number },
  { zone, registry, now }: NameRequestContext,
  checkMore: () => void = () => {},
): Promise<CheckedNameRequest> {
  const { coinType, address, message, signature } = request
  if (fields.coin_type !== coinType || fields.address.toLowerCase() !== address.toLowerCase()) {
    throw new ApiError(400, 'INVALID_MESSAGE', 'The message names another address or coin type')
  }
  const label = checkZoneName(fields.name, zone)
  checkMore()
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
    messageHash: keccak256(toHex(message)),
    // Kept until its last accepted second is over (the check above compares whole seconds).
    expiresAt: new Date((fields.timestamp + NAME_MESSAGE_LIFETIME_SECONDS + 1) * 1000),
  }
}
