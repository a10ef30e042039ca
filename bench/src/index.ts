import { type ApiRatiosResult, apiRatiosBench, apiRatiosTable } from './apiRatios'
import { type BalanceApiResult, balanceApiBench, balanceApiTable } from './balanceApi'
import { bundleBench, INITIAL_JS_BUDGET } from './bundle'
import { directoryLoadBench } from './directoryLoad'
import { directoryLoadTable } from './directoryLoadTable'
import { kB, signedKB, table } from './format'
import {
  type IndexerCatchUpResult,
  indexerCatchUpBench,
  indexerCatchUpTable,
} from './indexerCatchUp'
import type { JsSizes } from './jsSizes'
import { oneFrameBench, oneFrameTable } from './oneFrameBench'
import { relayFanoutBench, relayFanoutTable } from './relayFanout'
import {
  type SmartAccountCallsResult,
  smartAccountCallsBench,
  smartAccountCallsTable,
} from './smartAccountCalls'
import { type SvmRpcResult, svmRpcBench, svmRpcTable } from './svmRpc'
import { type SwapQuotesResult, swapQuotesBench, swapQuotesTable } from './swapQuotes'

const sizes = await bundleBench()
console.log('')
// The dapp-shaped page beside bare React: initial JS, open, heap, email (its own table).
const oneFrame = await oneFrameBench()
console.log('')
const directory = await directoryLoadBench()
console.log('')
const relayFanout = await relayFanoutBench()
console.log('')
const apiRatios = await failureOf<ApiRatiosResult>(apiRatiosBench, 'API routes vs no-work route')
console.log('')
const balance = await failureOf<BalanceApiResult>(balanceApiBench, 'balance endpoint')
console.log('')
const indexer = await failureOf<IndexerCatchUpResult>(indexerCatchUpBench, 'indexer catch-up')
console.log('')
const smartAccounts = await failureOf<SmartAccountCallsResult>(
  smartAccountCallsBench,
  'smart-account calls',
)
console.log('')
const swapQuotes = await failureOf<SwapQuotesResult>(swapQuotesBench, 'swap quotes')
console.log('')
const svmRpc = await failureOf<SvmRpcResult>(svmRpcBench, 'dev SVM JSON-RPC')

const size = (name: string) => {
  const value = sizes.get(name)
  return value instanceof Error ? undefined : value
}
const cell = <T>(value: T | undefined, show: (value: T) => string) =>
  value === undefined ? 'n/a' : show(value)
const diff = <T>(a: T | undefined, b: T | undefined, show: (a: T, b: T) => string) =>
  a === undefined || b === undefined ? 'n/a' : show(a, b)

const demo = size('demo')
const baseline = size('baseline')
const initial = (s: JsSizes) => s.initialGzip
const lazy = (s: JsSizes) => s.lazyGzip

console.log(
  `\n${table([
    ['metric', 'demo', 'baseline', 'difference', 'budget'],
    [
      'initial JS (gzip)',
      cell(demo, (s) => kB(initial(s))),
      cell(baseline, (s) => kB(initial(s))),
      diff(demo, baseline, (a, b) => signedKB(initial(a) - initial(b))),
      `${kB(INITIAL_JS_BUDGET)} ${cell(demo, (s) => (initial(s) <= INITIAL_JS_BUDGET ? 'PASS' : 'OVER'))}`,
    ],
    [
      'lazy JS (gzip)',
      cell(demo, (s) => kB(lazy(s))),
      cell(baseline, (s) => kB(lazy(s))),
      diff(demo, baseline, (a, b) => signedKB(lazy(a) - lazy(b))),
      '',
    ],
  ])}`,
)

console.log(`\n${oneFrameTable(oneFrame)}`)

console.log(`\n${directoryLoadTable(directory)}`)

console.log(`\n${relayFanoutTable(relayFanout)}`)

console.log(`\n${apiRatiosTable(apiRatios)}`)

console.log(`\n${balanceApiTable(balance)}`)

console.log(`\n${indexerCatchUpTable(indexer)}`)

console.log(`\n${smartAccountCallsTable(smartAccounts)}`)

console.log(`\n${swapQuotesTable(swapQuotes)}`)

console.log(`\n${svmRpcTable(svmRpc)}`)
// Goals print PASS or FAIL (OVER for the JS budget) and never fail the run: figures on a shared
// machine vary, and none of them is a hard budget. What fails it (exit 1) is a wrong answer: a
// bench that could not measure, a wrong balance or index, a failed or unpaid user operation, a
// quote that is not the router's.
if (
  apiRatios instanceof Error ||
  swapQuotes instanceof Error ||
  svmRpc instanceof Error ||
  balance instanceof Error ||
  indexer instanceof Error ||
  smartAccounts instanceof Error ||
  [...indexer.runs.values()].some((run) => run instanceof Error)
) {
  // A wrong answer or index is a failure, not a figure.
  process.exitCode = 1
}

/** The bench's result, or its failure (reported, and the run marked failed at the end). */
async function failureOf<T>(bench: () => Promise<T>, name: string): Promise<T | Error> {
  try {
    return await bench()
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    console.log(`${name} not measured: ${failure.stack ?? failure.message}`)
    return failure
  }
}
