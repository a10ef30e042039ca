import type { BalanceApiResult } from './chainData/balanceResults'
import {
  BALANCE_CHAIN_ID,
  BALANCE_CURRENCY,
  BALANCE_HOLDER,
  BALANCE_REQUESTS,
} from './chainData/balanceSettings'
import { balanceApiTable } from './chainData/balanceTable'
import { checkBalanceAnswer } from './chainData/checkBalanceAnswer'
import { expectedBalances } from './chainData/expectedBalances'
import { jsonRpcOne, postJson } from './chainData/jsonRpc'
import { measureLatency } from './chainData/latency'
import { recordColdReads } from './chainData/recordColdReads'
import { ms } from './format'
import { isMain } from './isMain'
import { startDevStack } from './startDevStack'

export type { BalanceApiResult } from './chainData/balanceResults'
export { balanceApiTable }

/** Untimed rounds before each measurement (connections opened, code warmed up). */
const WARMUP = 10

/**
 * `GET /v1/account/{address}/balance` of a dev test account against the API in this process
 * (a fresh anvil with the dev contracts): BALANCE_REQUESTS sequential requests with
 * `forceUpdate=true` (each reads the chain), then as many answered from the cache; beside them,
 * anvil's own round trip for each request a cold answer sends it, replayed over HTTP. Every
 * answer must be a 200 with the account's exact balances, else this throws.
 */
export async function balanceApiBench(): Promise<BalanceApiResult> {
  const server = await startDevStack({ chainId: BALANCE_CHAIN_ID })
  try {
    const wei = await jsonRpcOne(server.rpcUrl, {
      method: 'eth_getBalance',
      params: [BALANCE_HOLDER, 'latest'],
    })
    const expected = expectedBalances(server.deployment, BigInt(String(wei)))
    const query = new URLSearchParams({
      currency: BALANCE_CURRENCY,
      chainId: `eip155:${BALANCE_CHAIN_ID}`,
    })
    const url = `${server.origin}/v1/account/${BALANCE_HOLDER}/balance?${query}&${server.sdkQuery}`
    const measureApi = async (requestUrl: string) => {
      const answers: { status: number; body: string }[] = []
      const ask = async () => {
        const response = await fetch(requestUrl)
        answers.push({ status: response.status, body: await response.text() })
      }
      for (let run = 0; run < WARMUP; run++) await ask()
      const latency = await measureLatency(BALANCE_REQUESTS, ask)
      for (const answer of answers) checkBalanceAnswer(answer.status, answer.body, expected)
      return latency
    }

    const cold = await measureApi(`${url}&forceUpdate=true`)
    console.log(`balance API cold: p50 ${ms(cold.p50Ms)}, p99 ${ms(cold.p99Ms)}`)
    const cached = await measureApi(url)
    console.log(`balance API cached: p50 ${ms(cached.p50Ms)}, p99 ${ms(cached.p99Ms)}`)

    const phases = await recordColdReads(server.rpcUrl, server.deployment, BALANCE_HOLDER)
    const nodeRequests: BalanceApiResult['nodeRequests'] = []
    for (const request of phases.flat()) {
      const send = async () => {
        await postJson(server.rpcUrl, request.body)
      }
      for (let run = 0; run < WARMUP; run++) await send()
      const latency = await measureLatency(BALANCE_REQUESTS, send)
      nodeRequests.push({ label: request.label, latency })
      console.log(`anvil ${request.label}: p50 ${ms(latency.p50Ms)}, p99 ${ms(latency.p99Ms)}`)
    }
    const replay = async () => {
      for (const phase of phases) {
        await Promise.all(phase.map((request) => postJson(server.rpcUrl, request.body)))
      }
    }
    for (let run = 0; run < WARMUP; run++) await replay()
    const coldReads = await measureLatency(BALANCE_REQUESTS, replay)
    return {
      cold,
      cached,
      nodeRequests,
      coldReads,
      requestsPerColdAnswer: phases.flat().length,
      roundTripsPerColdAnswer: phases.length,
    }
  } finally {
    await server.close()
  }
}

if (isMain(import.meta.url)) console.log(`\n${balanceApiTable(await balanceApiBench())}`)
