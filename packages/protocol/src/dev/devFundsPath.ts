// Apart from the route's schemas: a page that only calls the route need not load zod.

/** Where the dev stack hands out test ETH (dev mode only). */
export const DEV_FUNDS_PATH = '/dev/funds'

/** What one request adds to the address's balance: 10 ETH, in wei. */
export const DEV_FUNDS_WEI = 10n * 10n ** 18n
