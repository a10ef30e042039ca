import { nameTextProblem, parseNameTextMessage, setNameTextRequestSchema } from '@foyer/protocol'
import { getAddress } from 'viem'
import { parseBody } from '../auth/parseBody'
import { ApiError } from '../http/apiError'
import {
  type CheckedNameRequest,
  checkSignedNameMessage,
  type NameRequestContext,
} from './checkNameRequest'

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
  context: NameRequestContext,
): Promise<CheckedNameTextRequest> {
  const request = parseBody(setNameTextRequestSchema, body)
  const { coin_type: coinType, message, signature } = request
  const address = getAddress(request.address)
  const fields = parseNameTextMessage(message)
  if (!fields) {
    throw new ApiError(
      400,
      'INVALID_MESSAGE',
      'The message must be the JSON of name, coin_type, address, text and timestamp',
    )
  }
  const checked = await checkSignedNameMessage(
    { coinType, address, message, signature },
    fields,
    context,
    () => {
      const entries = Object.entries(fields.text)
      if (entries.length === 0) {
        throw new ApiError(400, 'INVALID_TEXT_RECORD', { details: 'the message sets no record' })
      }
      for (const [key, value] of entries) {
        const problem = nameTextProblem(key, value)
        if (problem) throw new ApiError(400, 'INVALID_TEXT_RECORD', { details: problem })
      }
    },
  )
  return { ...checked, text: fields.text }
}
