import { isDeepStrictEqual } from 'node:util'
import { balanceResponseSchema } from '@foyer/protocol'
import type { ExpectedBalance } from './expectedBalances'

/**
 * Throws unless `status` is 200 and `body` is a balance response listing exactly `expected`
 * (each with an icon URL).
 */
export function checkBalanceAnswer(
  status: number,
  body: string,
  expected: readonly ExpectedBalance[],
): void {
  if (status !== 200) {
    throw new Error(`The balance endpoint answered ${status}: ${body.slice(0, 300)}`)
  }
  const { balances } = balanceResponseSchema.parse(JSON.parse(body))
  const listed = balances.map(({ iconUrl: _, ...balance }) => balance)
  if (!isDeepStrictEqual(listed, expected)) {
    throw new Error(
      `The balance endpoint answered ${JSON.stringify(listed)}, expected ${JSON.stringify(expected)}`,
    )
  }
}
