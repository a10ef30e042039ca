import {
  balanceResponseSchema,
  DEV_PROJECT_ID,
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_GENESIS_HASH,
  DEV_SOLANA_TOKEN,
  SDK_TYPE,
  SDK_VERSION,
  SOLANA_DEV_CHAIN,
} from '@foyer/protocol'
import { expect, test } from '@playwright/test'
import { API_URL, SOLANA_RPC_URL } from './stack'

// Issue 22: the stack runs the dev SVM (SOLANA_RPC_URLS) and the API serves its balances.
test('the stack serves the dev SVM and its balances through the API', async () => {
  const genesis = await fetch(SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
  })
  expect(await genesis.json()).toMatchObject({ result: DEV_SOLANA_GENESIS_HASH })
  const query = new URLSearchParams({
    projectId: DEV_PROJECT_ID,
    st: SDK_TYPE,
    sv: SDK_VERSION,
    chainId: SOLANA_DEV_CHAIN,
    currency: 'usd',
  })
  const response = await fetch(`${API_URL}/v1/account/${DEV_SOLANA_ADDRESSES[9]}/balance?${query}`)
  expect(response.status).toBe(200)
  const { balances } = balanceResponseSchema.parse(await response.json())
  expect(balances.map(({ symbol, price, quantity }) => ({ symbol, price, quantity }))).toEqual([
    { symbol: 'SOL', price: 150, quantity: { decimals: '9', numeric: '1000' } },
    { symbol: 'FUSD', price: 1, quantity: { decimals: '6', numeric: '10000' } },
  ])
  expect(balances[1]?.address).toBe(`${SOLANA_DEV_CHAIN}:${DEV_SOLANA_TOKEN.mint}`)
})
