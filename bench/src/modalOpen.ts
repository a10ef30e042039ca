import { type Browser, chromium, type Page } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium'
import { median, ms } from './format'
import { freePort } from './freePort'
import {
  type EmailProbe,
  INSTALL_EMAIL_PROBE,
  INSTALL_MODAL_PROBE,
  type ModalProbe,
  READ_EMAIL_PROBE,
  READ_MODAL_PROBE,
} from './modalProbe'
import type { BenchTarget } from './targets'

/** Runs per page and figure (the median is reported): at least 7. */
export const MODAL_RUNS = 9
/** Email sign-ins timed (each a fresh context, frame and address). */
export const EMAIL_RUNS = 5
const BUTTON_NAME = 'Connect Wallet'
/** A fast typist (about 240 characters a minute): the time the frame has to warm up. */
const TYPING_DELAY_MS = 50
/**
 * A visitor reads the page before clicking: the time the page's idle-time preloads have (they
 * start at the first idle moment after the load event, which network idle may precede).
 */
const READ_MS = 1_000
/** After the first wallet shows, the page settles (idle preloads) before its heap is read. */
const SETTLE_MS = 1_000

/** One open: click → dialog visible, click → first wallet visible, heap after open (bytes). */
export interface OpenRun {
  dialog: number
  wallet: number
  heap: number
}

/** A built page served by vite preview, on the host and port the stack allows. */
export interface ServedPage {
  url: string
  close(): Promise<void>
}

/** Serves `target`'s build on `port` (127.0.0.1, reachable as foyer.localhost too). */
export async function servePage(target: BenchTarget, port: number): Promise<ServedPage> {
  const server = await preview({
    ...target.config,
    logLevel: 'warn',
    build: { ...target.config.build, outDir: target.outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.foyer.localhost'] },
  })
  return { url: `http://foyer.localhost:${port}/`, close: () => server.close() }
}

export { freePort }

/**
 * Opens `url` as a visitor who reads the page first (READ_MS, then network idle: the page's
 * idle-time preloads have run, as they would have for anyone who looks before clicking).
 */
async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; done(): Promise<void> }> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(READ_MS)
    await page.waitForLoadState('networkidle')
    return { page, done: () => context.close() }
  } catch (error) {
    await context.close()
    throw error
  }
}

async function connectButton(page: Page) {
  const button = page.getByRole('button', { name: BUTTON_NAME, exact: true })
  await button.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
    throw new Error(`no visible button named '${BUTTON_NAME}'`)
  })
  return button
}

/** One run in a fresh context: click 'Connect Wallet', time the dialog and its first wallet. */
export async function measureOpen(browser: Browser, url: string): Promise<OpenRun> {
  const { page, done } = await openPage(browser, url)
  try {
    const button = await connectButton(page)
    await page.evaluate(INSTALL_MODAL_PROBE)
    await button.click()
    await page.waitForFunction(`${READ_MODAL_PROBE}.walletAt !== undefined`, undefined, {
      timeout: 15_000,
    })
    const probe = (await page.evaluate(READ_MODAL_PROBE)) as ModalProbe
    if (
      probe.clickAt === undefined ||
      probe.visibleAt === undefined ||
      probe.walletAt === undefined
    ) {
      throw new Error('the probe saw no click, dialog or wallet')
    }
    await page.waitForTimeout(SETTLE_MS)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      dialog: probe.visibleAt - probe.clickAt,
      wallet: probe.walletAt - probe.clickAt,
      heap: usedSize,
    }
  } finally {
    await done()
  }
}

/**
 * One email sign-in in a fresh context (so a cold frame): open, focus the email field and type
 * an address at TYPING_DELAY_MS a key, then time Continue → the code view's first digit field.
 */
export async function measureEmail(browser: Browser, url: string, run: number): Promise<number> {
  const { page, done } = await openPage(browser, url)
  try {
    await (await connectButton(page)).click()
    const field = page.locator('input[type="email"]')
    await field.click({ timeout: 15_000 })
    await field.pressSequentially(`bench+${Date.now()}-${run}@example.com`, {
      delay: TYPING_DELAY_MS,
    })
    await page.evaluate(INSTALL_EMAIL_PROBE)
    await page.locator('form.email-form button[type="submit"]').click()
    await page.waitForFunction(`${READ_EMAIL_PROBE}.codeAt !== undefined`, undefined, {
      timeout: 20_000,
    })
    const probe = (await page.evaluate(READ_EMAIL_PROBE)) as EmailProbe
    if (probe.submitAt === undefined || probe.codeAt === undefined) {
      throw new Error('the probe saw no Continue or no code view')
    }
    return probe.codeAt - probe.submitAt
  } finally {
    await done()
  }
}

/** `runs` results of `measure`, one after another. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let run = 0; run < runs; run++) results.push(await measure(run))
  return results
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** `name: label, median of n: x ms (runs: …)` */
export function describeRuns(name: string, label: string, times: number[]): string {
  return (
    `${name}: ${label}, median of ${times.length}: ${ms(median(times))} ` +
    `(runs: ${times.map((t) => t.toFixed(1)).join(', ')})`
  )
}
