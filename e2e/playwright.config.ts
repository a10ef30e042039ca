import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type ReporterDescription } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import {
  API_PORT,
  CHAIN_RPC_URLS_ENV,
  DEMO_NODE_URL,
  DEMO_PORT,
  DEMO_URL,
  FRAME_PORT,
  SOLANA_RPC_URLS_ENV,
  WALLET_PORT,
} from './stack'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * A fresh data dir for the stack, one per run: made by the runner process (workers inherit the
 * env var and reuse it) and removed when the runner exits, after the stack has stopped.
 */
function runDataDir(): string {
  const existing = process.env.FOYER_E2E_DATA_DIR
  if (existing) return existing
  const dir = mkdtempSync(join(tmpdir(), 'foyer-e2e-'))
  process.env.FOYER_E2E_DATA_DIR = dir
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

const reporter: ReporterDescription[] = [['list']]
// scripts/test.mjs asks for a JSON report too, to count results.
const jsonReport = process.env.FOYER_E2E_JSON_REPORT
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }])

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  // Whole journeys (sign in, sign, send, reload, sign out) take 20–40 s on a 2-core CI machine.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: DEMO_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    env: {
      DEMO_PORT: String(DEMO_PORT),
      API_PORT: String(API_PORT),
      FRAME_PORT: String(FRAME_PORT),
      WALLET_PORT: String(WALLET_PORT),
      CHAIN_RPC_URLS: CHAIN_RPC_URLS_ENV,
      SOLANA_RPC_URLS: SOLANA_RPC_URLS_ENV,
      DATA_DIR: runDataDir(),
      // The dev project's error analytics on (errorAnalytics.spec.ts): the kit's switch decides.
      ANALYTICS_ENABLED: 'true',
      // The product's restricted timezones on (remoteFeatures.spec.ts): a visitor in
      // Asia/Shanghai gets swap and buy off; the browsers of the other specs run in UTC.
      ONRAMP_RESTRICTED_TIMEZONES: 'default',
    },
    // The demo comes up last, so it answering means the whole stack is up.
    url: DEMO_NODE_URL,
    // FOYER_E2E_START_TIMEOUT_MS: more time on a machine loaded by other work (the stack's
    // contracts deploy and three vite servers start).
    timeout: Number(process.env.FOYER_E2E_START_TIMEOUT_MS) || 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM to the process group; the start script stops every part of the stack on it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
