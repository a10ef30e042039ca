import type {
  OnrampProviderOptions,
  OnrampQuoteRequest,
  OnrampQuoteResponse,
  OnrampUrlRequest,
  OnrampUrlResponse,
} from '@foyer/protocol'

/** Who asked: the project a generated URL or a recorded purchase belongs to. */
export interface OnrampContext {
  projectId: string
}

/**
 * One on-ramp provider behind `/v1/onramp/*` and `POST /v1/generators/onrampurl`: what it sells
 * (options), what an amount buys (quote), and the page the visitor pays on (widget URL). The
 * routes check the limits and the restricted timezones before asking a provider anything.
 */
export interface OnrampProvider {
  readonly id: string
  readonly name: string
  /** Percent of the fiat amount, [min, max] (docs/product.md#buy: 1 to 2). */
  readonly feeRange: [number, number]
  options(): Promise<OnrampProviderOptions>
  /**
   * The provider's own quote; undefined when it has none we can ask (the real providers' quote
   * APIs are not called from here): the route then answers the product's mocked quote.
   */
  quote?(request: OnrampQuoteRequest): Promise<OnrampQuoteResponse>
  widgetUrl(request: OnrampUrlRequest, context: OnrampContext): Promise<OnrampUrlResponse>
}
