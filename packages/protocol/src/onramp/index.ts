export { DEV_ONRAMP_TREASURY, DEV_ONRAMP_TREASURY_KEY } from './devOnrampTreasury'
export { ONRAMP_CHAIN_NETWORKS, type OnrampChainName, onrampChainName } from './onrampChains'
export {
  FIAT_AMOUNT_PATTERN,
  fiatCents,
  formatFiatCents,
  ONRAMP_FIAT_CURRENCIES,
  ONRAMP_LIMITS,
  ONRAMP_PAYMENT_METHODS,
  ONRAMP_PURCHASE_EXPIRY_MS,
  type OnrampFiatCurrency,
  type OnrampLimit,
  type OnrampPaymentMethod,
  onrampAmountOutOfLimits,
} from './onrampLimits'
export {
  ONRAMP_PURCHASE_STATUSES,
  type OnrampNetwork,
  type OnrampOptionsResponse,
  type OnrampProviderOptions,
  type OnrampPurchaseInfo,
  type OnrampPurchaseStatus,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampToken,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampOptionsResponseSchema,
  onrampProviderOptionsSchema,
  onrampPurchaseInfoSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from './onrampSchemas'
export {
  DEFAULT_RESTRICTED_TIMEZONES,
  isRestrictedTimezone,
  TIMEZONE_QUERY_PARAM,
} from './restrictedTimezones'
