import {
  onrampOptionsResponseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from '../onramp/onrampSchemas'
import { defineRoute } from './defineRoute'

/**
 * Buying crypto (docs/product.md#buy): the providers and their limits, a quote, and the URL of the
 * provider's payment page. Every route takes `?tz=` (the visitor's IANA timezone), which the
 * server checks against its restricted timezones when the operator switched them on.
 */
export const ONRAMP_ROUTES = {
  options: defineRoute({
    method: 'GET',
    path: '/v1/onramp/options',
    access: 'project',
    response: onrampOptionsResponseSchema,
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/v1/onramp/quote',
    access: 'project',
    body: onrampQuoteRequestSchema,
    response: onrampQuoteResponseSchema,
  }),
  url: defineRoute({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    access: 'project',
    body: onrampUrlRequestSchema,
    response: onrampUrlResponseSchema,
  }),
} as const

/**
 * The sandbox on-ramp's payment page (a stand-in for a card or bank payment; no project: the
 * visitor opens it from the URL the API generated). Registered only while the sandbox is on (dev
 * mode, or ONRAMP_SANDBOX=true).
 */
export const ONRAMP_SANDBOX_ROUTES = {
  page: defineRoute({
    method: 'GET',
    path: '/onramp/sandbox/:purchaseId',
    access: 'publicLimited',
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/onramp/sandbox/:purchaseId',
    access: 'publicLimited',
  }),
} as const
