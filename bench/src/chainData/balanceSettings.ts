import { testAccounts } from '@foyer/devchain'
import type { FiatCurrency } from '@foyer/protocol'

/** Requests per measurement (each one after the other). */
export const BALANCE_REQUESTS = 200

/** The dev chain the API reads (anvil's default chain id, the `npm start` chain). */
export const BALANCE_CHAIN_ID = 31337

/** Test account 1: anvil's 10,000 ETH and the dev tokens, touched by nothing else here. */
export const BALANCE_HOLDER = (() => {
  const account = testAccounts[1]
  if (!account) throw new Error('No test account 1')
  return account.address
})()

export const BALANCE_CURRENCY: FiatCurrency = 'usd'
