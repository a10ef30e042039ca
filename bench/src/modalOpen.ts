import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium'
import { median, ms } from './format'
import { freePort } from './freePort'
import { isMain } from './isMain'
import { INSTALL_MODAL_PROBE, type ModalProbe, READ_MODAL_PROBE } from './modalProbe'
import { type BenchTarget, benchTargets } from './targets'

export const MODAL_RUNS = 5
const BUTTON_NAME = 'Connect Wallet'

/** Per target: the click → dialog-visible times of each run, or why it could not be measured. */
export type ModalOpenResult = Map<string, number[] | Error>

/** One run in a fresh context and page: click 'Connect Wallet', time until a dialog shows. */
async function measureOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(url)
    const button = page.getByRole('button', { name: BUTTON_NAME, exact: true })
    await button.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
      throw new Error(`no visible button named '${BUTTON_NAME}'`)
    })
    await page.evaluate(INSTALL_MODAL_PROBE)
    await button.click()
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 15_000 })
    await page.waitForFunction(`${READ_MODAL_PROBE}.visibleAt !== undefined`, undefined, {
      timeout: 5_000,
    })
    const probe = (await page.evaluate(READ_MODAL_PROBE)) as ModalProbe
    if (probe.clickAt === undefined || probe.visibleAt === undefined) {
      throw new Error('the probe saw no click or no dialog')
    }
    return probe.visibleAt - probe.clickAt
  } finally {
    await context.close()
  }
}

async function measureTarget(browser: Browser, target: BenchTarget): Promise<number[]> {
  if (!existsSync(join(target.outDir, 'index.html'))) {
    throw new Error(`no build in ${target.outDir} (run the bundle bench first)`)
  }
  const port = await freePort()
  const server = await preview({
    ...target.config,
    logLevel: 'warn',
    build: { ...target.config.build, outDir: target.outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  try {
    const url = `http://127.0.0.1:${port}/`
    const times: number[] = []
    for (let run = 0; run < MODAL_RUNS; run++) times.push(await measureOnce(browser, url))
    return times
  } finally {
    await server.close()
  }
}

/** Serves each built target and measures click → dialog visible, MODAL_RUNS times each. */
export async function modalOpenBench(): Promise<ModalOpenResult> {
  const result: ModalOpenResult = new Map()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const target of await benchTargets()) {
      try {
        const times = await measureTarget(browser, target)
        result.set(target.name, times)
        console.log(
          `${target.name}: click → dialog visible, median of ${MODAL_RUNS}: ${ms(median(times))} ` +
            `(runs: ${times.map((t) => t.toFixed(1)).join(', ')})`,
        )
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        result.set(target.name, failure)
        console.log(`${target.name}: modal not measured: ${failure.message.split('\n')[0]}`)
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

if (isMain(import.meta.url)) await modalOpenBench()
