import {
  DEV_SOLANA_ADDRESSES,
  devSolanaSigner,
  signedSolTransfer,
  testAccounts,
} from '@foyer/devchain'
import { SOLANA_DEV_CHAIN } from '@foyer/protocol'
import { jsonRpcOne, postText } from './chainData/jsonRpc'
import { type Latency, measureInterleaved } from './chainData/latency'
import { ms, notMeasuredTable, table, times } from './format'
import { isMain } from './isMain'
import { type LoadResult, loadTest } from './loadTest'
import { startDevStack } from './startDevStack'

/** Seconds and connections of each getBalance load. */
export const SVM_LOAD_SECONDS = 5
export const SVM_LOAD_CONNECTIONS = 10
/** Signed transfers sent to each chain, over SVM_SEND_LANES senders at once (one account each). */
export const SVM_SENDS = 1_600
export const SVM_SEND_LANES = 8
/** Sequential balance-route requests of each kind. */
export const SVM_ROUTE_REQUESTS = 200
const CHAIN_ID = 31337

/** Transfers sent: how many, and how fast. */
export interface SendRun {
  sent: number
  seconds: number
  perSecond: number
}

export interface SvmRpcResult {
  getBalance: { svm: LoadResult; anvil: LoadResult }
  send: { svm: SendRun; anvil: SendRun }
  /** `GET /v1/account/{address}/balance` with forceUpdate (each reads the node). */
  route: { solana: Latency; evm: Latency }
}

/**
 * Issue 22: the dev SVM's JSON-RPC (litesvm in this process, `@foyer/devchain` startDevSvm)
 * beside anvil (its own process) in the same run, and the Solana balance route:
 * 1. `getBalance` vs `eth_getBalance`: SVM_LOAD_SECONDS of load with SVM_LOAD_CONNECTIONS
 *    connections each (from a worker thread); every answer checked;
 * 2. `sendTransaction` vs `eth_sendRawTransaction`: SVM_SENDS real signed transfers each (SOL
 *    between dev accounts; ETH between anvil test accounts, automined), signed before the clock
 *    starts, sent by SVM_SEND_LANES senders at once, each in order; afterwards the receiver's
 *    balance must have grown by exactly what was sent, else this throws;
 * 3. the balance route on the dev SVM vs on anvil, SVM_ROUTE_REQUESTS with forceUpdate each,
 *    taking turns: p50 and p99.
 * The issue states no goal: ratios are printed with "no goal".
 */
export async function svmRpcBench(): Promise<SvmRpcResult> {
  const stack = await startDevStack({ chainId: CHAIN_ID, solana: true })
  try {
    const svmUrl = stack.svm?.rpcUrl
    if (!svmUrl) throw new Error('The dev stack started no dev SVM')
    const solHolder = DEV_SOLANA_ADDRESSES[3]
    const ethHolder = testAccounts[3]?.address
    if (!ethHolder) throw new Error('No test account')

    // 1. Reads under load.
    const solBalance = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [solHolder],
    })
    const ethBalance = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [ethHolder, 'latest'],
    })
    const firstSol = (await jsonRpcOne(svmUrl, {
      method: 'getBalance',
      params: [solHolder],
    })) as { value: number }
    if (firstSol.value !== 1_000_000_000_000) {
      throw new Error(`getBalance answered ${JSON.stringify(firstSol)}`)
    }
    const ethAnswer = await postText(stack.rpcUrl, ethBalance)
    if (!/"result":"0x[0-9a-f]+"/.test(ethAnswer)) {
      throw new Error(`eth_getBalance answered ${ethAnswer}`)
    }
    const svmLoad = await loadTest(svmUrl, {
      connections: SVM_LOAD_CONNECTIONS,
      durationS: SVM_LOAD_SECONDS,
      jsonBody: solBalance,
    })
    const anvilLoad = await loadTest(stack.rpcUrl, {
      connections: SVM_LOAD_CONNECTIONS,
      durationS: SVM_LOAD_SECONDS,
      jsonBody: ethBalance,
      expectBody: ethAnswer,
    })
    for (const [name, load] of [
      ['getBalance', svmLoad],
      ['eth_getBalance', anvilLoad],
    ] as const) {
      if (load.non2xx + load.errors + load.mismatches > 0) {
        throw new Error(`${name} under load: ${JSON.stringify(load)}`)
      }
      console.log(`${name}: ${Math.round(load.requestsPerSecond)}/s, p99 ${load.p99Ms} ms`)
    }

    // 2. Real transfers.
    const svm = await sendSolTransfers(svmUrl)
    console.log(`sendTransaction: ${svm.sent} in ${svm.seconds.toFixed(2)} s`)
    const anvil = await sendEthTransfers(stack.rpcUrl)
    console.log(`eth_sendRawTransaction: ${anvil.sent} in ${anvil.seconds.toFixed(2)} s`)

    // 3. The balance route, read from the node each time.
    const query = (chainId: string) =>
      `chainId=${chainId}&currency=usd&forceUpdate=true&${stack.sdkQuery}`
    const routeOf = (url: string) => async () => {
      const response = await fetch(url)
      const body = await response.text()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`)
    }
    const routes = {
      solana: routeOf(`${stack.origin}/v1/account/${solHolder}/balance?${query(SOLANA_DEV_CHAIN)}`),
      evm: routeOf(
        `${stack.origin}/v1/account/${ethHolder}/balance?${query(`eip155:${CHAIN_ID}`)}`,
      ),
    }
    await measureInterleaved(10, routes)
    const route = await measureInterleaved(SVM_ROUTE_REQUESTS, routes)
    return { getBalance: { svm: svmLoad, anvil: anvilLoad }, send: { svm, anvil }, route }
  } finally {
    await stack.close()
  }
}

/** Runs `lanes` at once, each sending its requests in order; answers the wall time in seconds. */
async function timeLanes(lanes: string[][], url: string): Promise<number> {
  const started = performance.now()
  await Promise.all(
    lanes.map(async (bodies) => {
      for (const body of bodies) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        const answer = (await response.json()) as { result?: unknown; error?: unknown }
        if (answer.error || typeof answer.result !== 'string') {
          throw new Error(`${url} refused a transfer: ${JSON.stringify(answer.error)}`)
        }
      }
    }),
  )
  return (performance.now() - started) / 1000
}

const perLane = SVM_SENDS / SVM_SEND_LANES

async function sendSolTransfers(url: string): Promise<SendRun> {
  const receiver = DEV_SOLANA_ADDRESSES[9]
  const balance = async () =>
    ((await jsonRpcOne(url, { method: 'getBalance', params: [receiver] })) as { value: number })
      .value
  const before = await balance()
  const { value: lifetime } = (await jsonRpcOne(url, {
    method: 'getLatestBlockhash',
    params: [],
  })) as { value: { blockhash: string; lastValidBlockHeight: number } }
  let total = 0
  const lanes: string[][] = []
  for (let lane = 0; lane < SVM_SEND_LANES; lane++) {
    const signer = await devSolanaSigner(1 + lane)
    const bodies: string[] = []
    for (let n = 0; n < perLane; n++) {
      // A distinct amount per transfer: a distinct signature.
      const lamports = 1_000 + lane * perLane + n
      total += lamports
      const wire = await signedSolTransfer(signer, receiver, BigInt(lamports), lifetime)
      bodies.push(
        JSON.stringify({
          jsonrpc: '2.0',
          id: n,
          method: 'sendTransaction',
          params: [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }],
        }),
      )
    }
    lanes.push(bodies)
  }
  const seconds = await timeLanes(lanes, url)
  const grown = (await balance()) - before
  if (grown !== total) throw new Error(`The SOL receiver gained ${grown} lamports, not ${total}`)
  return { sent: SVM_SENDS, seconds, perSecond: SVM_SENDS / seconds }
}

async function sendEthTransfers(url: string): Promise<SendRun> {
  const receiver = testAccounts[9]?.address as `0x${string}`
  const call = (method: string, params: unknown[]) => jsonRpcOne(url, { method, params })
  const before = BigInt(String(await call('eth_getBalance', [receiver, 'latest'])))
  const gasPrice = BigInt(String(await call('eth_gasPrice', []))) * 2n
  let total = 0n
  const lanes: string[][] = []
  /** Each sender's nonce once all its transfers are mined. */
  const finalNonces: { address: string; nonce: number }[] = []
  for (let lane = 0; lane < SVM_SEND_LANES; lane++) {
    const account = testAccounts[1 + lane]
    if (!account) throw new Error('Not enough test accounts')
    const nonce = Number(await call('eth_getTransactionCount', [account.address, 'pending']))
    finalNonces.push({ address: account.address, nonce: nonce + perLane })
    const bodies: string[] = []
    for (let n = 0; n < perLane; n++) {
      const value = BigInt(1_000 + lane * perLane + n)
      total += value
      const raw = await account.signTransaction({
        to: receiver,
        value,
        nonce: nonce + n,
        gas: 21_000n,
        gasPrice,
        chainId: CHAIN_ID,
      })
      bodies.push(
        JSON.stringify({ jsonrpc: '2.0', id: n, method: 'eth_sendRawTransaction', params: [raw] }),
      )
    }
    lanes.push(bodies)
  }
  // anvil answers a send before it mines it: the clock runs until every transfer is mined (the
  // dev SVM runs each before it answers).
  const started = performance.now()
  await timeLanes(lanes, url)
  for (let attempt = 0; ; attempt++) {
    const nonces = await Promise.all(
      finalNonces.map(({ address }) => call('eth_getTransactionCount', [address, 'latest'])),
    )
    if (nonces.every((nonce, index) => Number(nonce) >= (finalNonces[index]?.nonce ?? 0))) break
    if (attempt > 3_000) throw new Error('anvil did not mine the transfers within 30 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const seconds = (performance.now() - started) / 1000
  const grown = BigInt(String(await call('eth_getBalance', [receiver, 'latest']))) - before
  if (grown !== total) throw new Error(`The ETH receiver gained ${grown} wei, not ${total}`)
  return { sent: SVM_SENDS, seconds, perSecond: SVM_SENDS / seconds }
}

/** The figures side by side, each SVM one with its ratio to anvil's ("no goal": issue 22 sets none). */
export function svmRpcTable(result: SvmRpcResult | Error): string {
  const header = ['dev SVM JSON-RPC vs anvil (issue 22)', 'dev SVM', 'anvil', 'ratio', 'goal']
  if (result instanceof Error) return notMeasuredTable(header, result)
  const { getBalance, send, route } = result
  const perSecond = (value: number) => `${value.toFixed(0)}/s`
  return table([
    header,
    [
      `getBalance vs eth_getBalance (${SVM_LOAD_CONNECTIONS} connections, ${SVM_LOAD_SECONDS} s)`,
      perSecond(getBalance.svm.requestsPerSecond),
      perSecond(getBalance.anvil.requestsPerSecond),
      times(getBalance.svm.requestsPerSecond / getBalance.anvil.requestsPerSecond),
      'no goal',
    ],
    [
      `sendTransaction vs eth_sendRawTransaction (${SVM_SENDS} transfers, ${SVM_SEND_LANES} senders)`,
      perSecond(send.svm.perSecond),
      perSecond(send.anvil.perSecond),
      times(send.svm.perSecond / send.anvil.perSecond),
      'no goal',
    ],
    [
      `balance route p50, forceUpdate (${SVM_ROUTE_REQUESTS} each, interleaved)`,
      ms(route.solana.p50Ms),
      ms(route.evm.p50Ms),
      times(route.solana.p50Ms / route.evm.p50Ms),
      'no goal',
    ],
    [
      'balance route p99',
      ms(route.solana.p99Ms),
      ms(route.evm.p99Ms),
      times(route.solana.p99Ms / route.evm.p99Ms),
      'no goal',
    ],
  ])
}

if (isMain(import.meta.url)) console.log(`\n${svmRpcTable(await svmRpcBench())}`)
