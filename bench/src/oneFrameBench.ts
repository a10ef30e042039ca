import { type BenchStack, startBenchStack } from './benchStack'
import { buildTarget } from './buildTarget'
import { median, ms, table } from './format'
import { isMain } from './isMain'
import { type JsSizes, jsSizes } from './jsSizes'
import {
  describeRuns,
  EMAIL_RUNS,
  freePort,
  launchBrowser,
  MODAL_RUNS,
  measureEmail,
  measureOpen,
  type OpenRun,
  repeat,
  type ServedPage,
  servePage,
} from './modalOpen'
import { type BenchTarget, benchTargets } from './targets'

/** The goals of docs/product.md's one-frame open (issue 19), each a ceiling. */
export const ONE_FRAME_GOALS = {
  /** Initial JS of the dapp-shaped page, gzip: 90 KiB. */
  initialJs: 90 * 1024,
  /** Click → first wallet visible, median. */
  wallet: 16,
  /** JS heap after the modal opened and the page settled: 4 MB. */
  heap: 4_000_000,
  /** Email Continue → code view, with the frame's 500 ms ready delay kept. */
  continueToCode: 100,
} as const

type Figure<T> = T | Error

export interface OneFrameResult {
  sizes: Map<string, Figure<JsSizes>>
  opens: Map<string, Figure<OpenRun[]>>
  email: Figure<number[]>
}

const failure = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))
const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`

async function attempt<T>(what: string, run: () => Promise<T>): Promise<Figure<T>> {
  try {
    return await run()
  } catch (error) {
    const found = failure(error)
    console.log(`${what} not measured: ${found.message.split('\n')[0]}`)
    return found
  }
}

/**
 * The one-frame open, side by side in one run: builds the dapp-shaped page (bench/dapp: one
 * button that opens the modal through `useFoyerModal()`) and the bare React baseline, starts the
 * real stack (chain, API, frame), then measures initial JS, click → first wallet, heap after open
 * and email Continue → code view, and prints each beside the baseline and its goal.
 */
export async function oneFrameBench(): Promise<OneFrameResult> {
  const targets = (await benchTargets()).filter((target) => target.name !== 'demo')
  const sizes = new Map<string, Figure<JsSizes>>()
  for (const target of targets) {
    sizes.set(
      target.name,
      await attempt(`${target.name} build`, async () => {
        await buildTarget(target)
        return jsSizes(target.outDir)
      }),
    )
  }

  const opens = new Map<string, Figure<OpenRun[]>>()
  let email: Figure<number[]> = new Error('not run')
  const ports = new Map<string, number>()
  for (const target of targets) ports.set(target.name, await freePort())
  const stack = await attempt<BenchStack>('the stack', () =>
    startBenchStack([`http://foyer.localhost:${ports.get('dapp')}`]),
  )
  const served: ServedPage[] = []
  const browser = await launchBrowser()
  try {
    for (const target of targets) {
      const page = await serve(target, ports.get(target.name) ?? 0)
      if (page instanceof Error) {
        opens.set(target.name, page)
        continue
      }
      served.push(page)
      // The dapp as a dapp runs it: with the server (its directory, WalletConnect, the frame).
      const query = target.name === 'dapp' && !(stack instanceof Error) ? stack.query : ''
      const url = `${page.url}${query}`
      const runs = await attempt(`${target.name} open`, () =>
        repeat(MODAL_RUNS, () => measureOpen(browser, url)),
      )
      opens.set(target.name, runs)
      if (!(runs instanceof Error)) {
        console.log(
          describeRuns(
            target.name,
            'click → dialog visible',
            runs.map((r) => r.dialog),
          ),
        )
        console.log(
          describeRuns(
            target.name,
            'click → first wallet',
            runs.map((r) => r.wallet),
          ),
        )
        console.log(
          `${target.name}: heap after open, median: ${MB(median(runs.map((r) => r.heap)))}`,
        )
      }
      if (target.name === 'dapp') {
        email =
          stack instanceof Error
            ? stack
            : await attempt('email Continue → code view', () =>
                repeat(EMAIL_RUNS, (run) => measureEmail(browser, url, run)),
              )
        if (!(email instanceof Error)) {
          console.log(describeRuns('dapp', 'email Continue → code view', email))
        }
      }
    }
  } finally {
    await browser.close()
    for (const page of served) await page.close()
    if (!(stack instanceof Error)) await stack.close()
  }
  const result = { sizes, opens, email }
  console.log(`\n${oneFrameTable(result)}`)
  return result
}

function serve(target: BenchTarget, port: number): Promise<Figure<ServedPage>> {
  return attempt(`${target.name} preview`, () => servePage(target, port))
}

/** The figures beside the baseline's and the goal, PASS or OVER each (n/a when not measured). */
export function oneFrameTable({ sizes, opens, email }: OneFrameResult): string {
  const value = <T>(figure: Figure<T> | undefined) =>
    figure === undefined || figure instanceof Error ? undefined : figure
  const openMedian = (name: string, pick: (run: OpenRun) => number) => {
    const runs = value(opens.get(name))
    return runs ? median(runs.map(pick)) : undefined
  }
  const row = (
    metric: string,
    dapp: number | undefined,
    baseline: number | undefined,
    goal: number,
    show: (value: number) => string,
  ) => [
    metric,
    dapp === undefined ? 'n/a' : show(dapp),
    baseline === undefined ? 'n/a' : show(baseline),
    `≤ ${show(goal)}`,
    dapp === undefined ? 'n/a' : dapp <= goal ? 'PASS' : 'OVER',
  ]
  const emailTimes = value(email)
  return table([
    ['one-frame open', 'dapp page', 'bare React', 'goal', ''],
    row(
      'initial JS (gzip)',
      value(sizes.get('dapp'))?.initialGzip,
      value(sizes.get('baseline'))?.initialGzip,
      ONE_FRAME_GOALS.initialJs,
      KiB,
    ),
    row(
      `click → first wallet (median of ${MODAL_RUNS})`,
      openMedian('dapp', (run) => run.wallet),
      openMedian('baseline', (run) => run.wallet),
      ONE_FRAME_GOALS.wallet,
      ms,
    ),
    row(
      'heap after open (median)',
      openMedian('dapp', (run) => run.heap),
      openMedian('baseline', (run) => run.heap),
      ONE_FRAME_GOALS.heap,
      MB,
    ),
    row(
      `email Continue → code view (median of ${EMAIL_RUNS})`,
      emailTimes && median(emailTimes),
      undefined,
      ONE_FRAME_GOALS.continueToCode,
      ms,
    ),
  ])
}

if (isMain(import.meta.url)) await oneFrameBench()
