import type {
  ApiErrorCode,
  CaipNetworkId,
  OnrampFiatCurrency,
  OnrampPaymentMethod,
  OnrampProviderOptions,
  OnrampQuoteResponse,
} from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'

/**
 * form (Buy) → quoting → quoted (the quote shown, "Continue to <provider>") → opening (the
 * provider's page is being generated: BuyInProgress) → pending (paying in the provider's window,
 * the purchase followed) → completed or failed.
 */
export type OnrampStep =
  | 'form'
  | 'quoting'
  | 'quoted'
  | 'opening'
  | 'pending'
  | 'completed'
  | 'failed'

/** The purchase handed off to a provider. */
export type OnrampPurchaseProgress = {
  /** The purchase the API records and follows; undefined for a provider the API cannot follow. */
  id: string | undefined
  /** The provider's name. */
  provider: string
  /** Its payment page. */
  url: string
  /** False when the browser blocked the popup: the page is offered as a link instead. */
  popup: boolean
  network: CaipNetworkId
  /** The delivery's transaction, once completed. */
  txHash: string | undefined
  /** Why it failed: an API error code when the provider's reason is one of ours. */
  failureCode: ApiErrorCode | undefined
  /** Why it failed, in the provider's (English) words otherwise. */
  failure: string | undefined
}

export type OnrampState = {
  optionsStatus: 'idle' | 'loading' | 'ready' | 'error'
  providers: readonly OnrampProviderOptions[]
  /** The API's built-in sample list (no provider can serve): shown, nothing can be bought. */
  sample: boolean
  /** The chosen provider's id. */
  provider: string | undefined
  fiatCurrency: OnrampFiatCurrency
  paymentMethod: OnrampPaymentMethod
  network: CaipNetworkId | undefined
  /** The token's address, or `native`. */
  token: string | undefined
  /** As typed, in the fiat currency. */
  amount: string
  step: OnrampStep
  quote: OnrampQuoteResponse | undefined
  /** Why the options, the amount, the quote or the hand-off failed. */
  error: ErrorNotice | undefined
  purchase: OnrampPurchaseProgress | undefined
}

export const INITIAL_ONRAMP_STATE: OnrampState = {
  optionsStatus: 'idle',
  providers: [],
  sample: false,
  provider: undefined,
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  network: undefined,
  token: undefined,
  amount: '',
  step: 'form',
  quote: undefined,
  error: undefined,
  purchase: undefined,
}
