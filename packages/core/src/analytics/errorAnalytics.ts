import {
  ANALYTICS_ROUTES,
  analyticsConfigResponseSchema,
  ERROR_ANALYTICS_PER_MINUTE,
  ERROR_ANALYTICS_WINDOW_MS,
  type ErrorCode,
  KIT_ERROR_MESSAGE_MAX_CHARS,
  type KitErrorEvent,
  kitErrorPropertiesSchema,
  REMOTE_CONFIG_ROUTES,
  routeUrl,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'

/** A visitor saying no is not a fault of the kit: not reported (our codes, and viem's 4001). */
const DECLINED: ReadonlySet<string> = new Set<ErrorCode | 'UserRejectedRequestError'>([
  'USER_REJECTED',
  'CONNECTION_REJECTED',
  'TRANSACTION_REJECTED',
  'UserRejectedRequestError',
])

/** One kit error to tell: the kit's own words and names, never a visitor's data. */
export type ErrorReport = {
  message: string
  /** A FoyerError's code or an Error's name. */
  code?: string
  /** The request or sign-in method that failed. */
  method?: string
}

export type ErrorAnalyticsDeps = {
  /** The API; none (no project, or rendering on a server): nothing is ever sent. */
  api: ApiClient | undefined
  /** The analytics feature switch (`features.analytics`), read at each error. */
  isSwitchedOn: () => boolean
  /** The modal's view when the error happened. */
  view?: () => string | undefined
  now?: () => number
}

export type ErrorAnalytics = {
  /** Sends `report` if analytics is on and the cap allows; never throws, never waits. */
  report(report: ErrorReport): void
  /** Settles when every send started so far has (tests). */
  settled(): Promise<void>
}

/**
 * The kit's error analytics (docs/product.md, Analytics). With the feature switch on, the first
 * error asks `GET /getAnalyticsConfig` once for this client; with the project's analytics on,
 * each error is sent as a KitErrorEvent to `POST /e`, at most ERROR_ANALYTICS_PER_MINUTE in any
 * minute (the rest are dropped, as the server would refuse them). Failures of analytics itself
 * are swallowed: they must never become the dapp's errors.
 */
export function createErrorAnalytics(deps: ErrorAnalyticsDeps): ErrorAnalytics {
  const now = deps.now ?? Date.now
  let projectEnabled: Promise<boolean> | undefined
  let knownOff = false
  const sentAt: number[] = []
  const inFlight = new Set<Promise<void>>()

  function projectAnalyticsOn(api: ApiClient): Promise<boolean> {
    projectEnabled ??= api
      .get<unknown>(routeUrl(REMOTE_CONFIG_ROUTES.analyticsConfig))
      .then((answer) => analyticsConfigResponseSchema.parse(answer).isAnalyticsEnabled)
      // Asked once per client: a config that cannot be had is off.
      .catch(() => false)
      .then((on) => {
        knownOff = !on
        return on
      })
    return projectEnabled
  }

  /** Takes a place in the sliding minute, or says there is none. */
  function takePlace(): boolean {
    const time = now()
    while (sentAt.length > 0 && time - (sentAt[0] ?? 0) >= ERROR_ANALYTICS_WINDOW_MS) sentAt.shift()
    if (sentAt.length >= ERROR_ANALYTICS_PER_MINUTE) return false
    sentAt.push(time)
    return true
  }

  async function send(api: ApiClient, event: KitErrorEvent) {
    if (!(await projectAnalyticsOn(api))) return
    await api.post(routeUrl(ANALYTICS_ROUTES.errorEvent), event)
  }

  return {
    report(report) {
      try {
        const { api } = deps
        if (!api || knownOff || !deps.isSwitchedOn()) return
        if (report.code && DECLINED.has(report.code)) return
        const event = kitErrorEvent(report, deps.view?.())
        // The place is taken before the config is known, so no more than the cap ever waits.
        if (!event || !takePlace()) return
        const sending = send(api, event).catch(() => undefined)
        inFlight.add(sending)
        void sending.finally(() => inFlight.delete(sending))
      } catch {
        // Analytics never breaks the caller.
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}

/** The event of `report`, each field checked against the contract; none if nothing is left. */
export function kitErrorEvent(report: ErrorReport, view?: string): KitErrorEvent | undefined {
  const message = scrubMessage(report.message)
  if (!message) return undefined
  const optional = (value: string | undefined) =>
    value !== undefined && kitErrorPropertiesSchema.shape.code.safeParse(value).success
      ? value
      : undefined
  const code = optional(report.code)
  const method = optional(report.method)
  const where = optional(view)
  return {
    type: 'error',
    event: 'ERROR',
    properties: {
      ...(code ? { code } : {}),
      message,
      ...(where ? { view: where } : {}),
      ...(method ? { method } : {}),
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    },
  }
}

/**
 * The kit's message with anything that may be a visitor's data taken out: email addresses, hex
 * strings (keys, signatures, addresses) and long tokens; then cut to KIT_ERROR_MESSAGE_MAX_CHARS.
 */
export function scrubMessage(message: string): string {
  return String(message)
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\b0x[0-9a-fA-F]{8,}\b/g, '[hex]')
    .replace(/[A-Za-z0-9+/_=.-]{32,}/g, '[redacted]')
    .trim()
    .slice(0, KIT_ERROR_MESSAGE_MAX_CHARS)
}
