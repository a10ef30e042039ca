import {
  ERROR_ANALYTICS_PER_MINUTE,
  ERROR_ANALYTICS_WINDOW_MS,
  type ErrorCode,
  type KitErrorEvent,
  routeUrl,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'
import { loadContracts, type ProtocolContracts } from '../api/loadContracts'

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

  function projectAnalyticsOn(api: ApiClient, contracts: ProtocolContracts): Promise<boolean> {
    const { REMOTE_CONFIG_ROUTES, analyticsConfigResponseSchema } = contracts
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

  async function send(api: ApiClient, report: ErrorReport, view: string | undefined) {
    const contracts = await loadContracts()
    if (!(await projectAnalyticsOn(api, contracts))) return
    const event = kitErrorEvent(contracts, report, view)
    if (event) await api.post(routeUrl(contracts.ANALYTICS_ROUTES.errorEvent), event)
  }

  return {
    report(report) {
      try {
        const { api } = deps
        if (!api || knownOff || !deps.isSwitchedOn()) return
        if (report.code && DECLINED.has(report.code)) return
        // An empty message makes no event (cutting one to length never empties it).
        if (!scrubMessage(report.message) || !takePlace()) return
        // The place is taken before the contracts and the config are known, so no more than the
        // cap ever waits.
        const sending = send(api, report, deps.view?.()).catch(() => undefined)
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

/**
 * The event of `report`, each field checked against the contract (`contracts`, loaded with zod on
 * the first error) and the message cut to KIT_ERROR_MESSAGE_MAX_CHARS; none if nothing is left.
 */
export function kitErrorEvent(
  contracts: Pick<ProtocolContracts, 'KIT_ERROR_MESSAGE_MAX_CHARS' | 'kitErrorPropertiesSchema'>,
  report: ErrorReport,
  view?: string,
): KitErrorEvent | undefined {
  const { KIT_ERROR_MESSAGE_MAX_CHARS, kitErrorPropertiesSchema } = contracts
  const message = scrubMessage(report.message).slice(0, KIT_ERROR_MESSAGE_MAX_CHARS)
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
 * strings (keys, signatures, addresses) and long tokens (kitErrorEvent then cuts it to length).
 */
export function scrubMessage(message: string): string {
  return String(message)
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\b0x[0-9a-fA-F]{8,}\b/g, '[hex]')
    .replace(/[A-Za-z0-9+/_=.-]{32,}/g, '[redacted]')
    .trim()
}
