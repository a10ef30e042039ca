import { NAMES_CCIP_PATH } from '../ensGateway'
import {
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  registerNameRequestSchema,
  reverseNamesResponseSchema,
} from '../names/namesSchemas'
import { setNameTextRequestSchema } from '../names/nameText'
import { defineRoute } from './defineRoute'

/** Account names (docs/product.md), and their CCIP-read gateway (EIP-3668) for other apps. */
export const NAMES_ROUTES = {
  account: defineRoute({
    method: 'GET',
    path: '/v1/profile/account/:name',
    access: 'project',
    response: nameRecordSchema,
  }),
  reverse: defineRoute({
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    access: 'project',
    response: reverseNamesResponseSchema,
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    access: 'project',
    response: nameSuggestionsResponseSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/profile/account',
    access: 'project',
    body: registerNameRequestSchema,
    response: nameRecordSchema,
  }),
  /** Sets a name's text records (ENSIP-5, e.g. `avatar`), signed by the address holding it. */
  setText: defineRoute({
    method: 'POST',
    path: '/v1/profile/text',
    access: 'project',
    body: setNameTextRequestSchema,
    response: nameRecordSchema,
  }),
  /** `GET {path}/{sender}/{data}.json`: any app's ENS client calls it, without a project. */
  gatewayGet: defineRoute({
    method: 'GET',
    path: `${NAMES_CCIP_PATH}/*`,
    access: 'publicLimited',
    anyOrigin: true,
  }),
  /** `POST {path}` with `{sender, data}`. */
  gatewayPost: defineRoute({
    method: 'POST',
    path: NAMES_CCIP_PATH,
    access: 'publicLimited',
    anyOrigin: true,
  }),
} as const
