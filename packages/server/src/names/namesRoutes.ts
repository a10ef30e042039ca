import type { NameRecord, NameSuggestionsResponse, ReverseNamesResponse } from '@foyer/protocol'
import { NAMES_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import { parseAccountAddress } from '../chain/parseAccountAddress'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { checkNameRequest } from './checkNameRequest'
import { checkNameTextRequest } from './checkNameTextRequest'
import { addressOfLabel, readNameRecord, readNamesOfAddress } from './nameRows'
import { nameSuggestions } from './nameSuggestions'
import { withReasons } from './namesReply'
import { parseNameParam } from './parseNameParam'
import { assertNameFree, storeName } from './storeName'
import { storeNameText } from './storeNameText'
import { verifyNameSignature } from './verifyNameSignature'

export interface NamesRoutesDeps {
  db: Database
  /** NAMES_ZONE: names are `label.zone`. */
  zone: string
  /** The served chains: a registration's coin type must name one of them. */
  registry: ChainRegistry
  /** How signatures are checked on a chain (viem public clients). */
  clients: ChainClients
  now?: () => Date
}

/**
 * The names API (docs/product.md), project routes like every `/v1` route:
 * `GET /v1/profile/account/{name}`, `GET /v1/profile/reverse/{address}`,
 * `GET /v1/profile/suggestions/{name}`, `POST /v1/profile/account` and `POST /v1/profile/text`
 * (text records, e.g. `avatar`, set by the address holding the name). Failures carry
 * `{error, reasons:[{description}]}`.
 */
export function namesRoutes(app: FastifyInstance, deps: NamesRoutesDeps): void {
  const { db, zone } = deps
  const now = deps.now ?? (() => new Date())

  route(app, NAMES_ROUTES.account, (request, reply) =>
    withReasons(reply, async (): Promise<NameRecord> => {
      const label = parseNameParam(request.params.name, zone)
      const record = await readNameRecord(db, label, zone)
      if (!record)
        throw new ApiError(404, 'NAME_NOT_FOUND', { params: { name: `${label}.${zone}` } })
      return record
    }),
  )

  route(app, NAMES_ROUTES.reverse, (request, reply) =>
    withReasons(reply, async (): Promise<ReverseNamesResponse> => {
      const address = parseAccountAddress(request.params.address)
      return readNamesOfAddress(db, address, zone)
    }),
  )

  route(app, NAMES_ROUTES.suggestions, (request, reply) =>
    withReasons(reply, async (): Promise<NameSuggestionsResponse> => {
      // A name too short or with a hyphen at an end still gets variants that are valid.
      const label = parseNameParam(request.params.name, zone, [
        'tooShort',
        'hyphenEdge',
        'labelExtension',
      ])
      return { suggestions: await nameSuggestions(db, label, zone) }
    }),
  )

  route(app, NAMES_ROUTES.register, (request, reply) =>
    withReasons(reply, async () => {
      const at = now()
      const checked = await checkNameRequest(request.body, {
        zone,
        registry: deps.registry,
        now: at,
      })
      const used = await db.query('SELECT 1 FROM name_messages WHERE message_hash = $1', [
        checked.messageHash,
      ])
      if (used.length > 0) {
        throw new ApiError(409, 'REPLAYED_MESSAGE')
      }
      await assertNameFree(db, checked)
      const { plainAccount } = await verifyNameSignature(deps.clients(checked.chain), checked)
      await storeName(db, { ...checked, plainAccount }, at)
      const record = await readNameRecord(db, checked.label, zone)
      return reply.status(201).send(record)
    }),
  )

  route(app, NAMES_ROUTES.setText, (request, reply) =>
    withReasons(reply, async (): Promise<NameRecord> => {
      const at = now()
      const checked = await checkNameTextRequest(request.body, {
        zone,
        registry: deps.registry,
        now: at,
      })
      // The holder is the address the name has under the message's coin type.
      const holder = await addressOfLabel(db, checked.label, checked.coinType)
      if (holder === undefined) {
        const registered = await readNameRecord(db, checked.label, zone)
        if (!registered)
          throw new ApiError(404, 'NAME_NOT_FOUND', { params: { name: checked.name } })
      }
      if (holder === undefined || holder.toLowerCase() !== checked.address.toLowerCase()) {
        throw new ApiError(403, 'NOT_NAME_HOLDER', { params: { name: checked.name } })
      }
      const used = await db.query('SELECT 1 FROM name_messages WHERE message_hash = $1', [
        checked.messageHash,
      ])
      if (used.length > 0) throw new ApiError(409, 'REPLAYED_MESSAGE')
      await verifyNameSignature(deps.clients(checked.chain), checked)
      await storeNameText(db, checked, at)
      const record = await readNameRecord(db, checked.label, zone)
      if (!record) throw new ApiError(404, 'NAME_NOT_FOUND', { params: { name: checked.name } })
      return record
    }),
  )
}
