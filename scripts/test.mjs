// `npm test`: lint, the licence check, typecheck, unit tests (vitest), e2e (Playwright), in that order, stopping at
// the first failure; ends with one line `tests: N passed, M failed[, K skipped]` over both runners.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const reports = mkdtempSync(join(tmpdir(), 'foyer-test-'))
const vitestReport = join(reports, 'vitest.json')
const playwrightReport = join(reports, 'playwright.json')
const counts = { passed: 0, failed: 0, skipped: 0 }

let current
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal)
    finish(1)
  })
}

/** Runs a command from the repo root with inherited output; resolves to its exit code. */
function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`)
  return new Promise((resolve) => {
    current = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    })
    current.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
    current.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

function countVitest() {
  const report = readJson(vitestReport)
  if (!report) return
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright() {
  const stats = readJson(playwrightReport)?.stats
  if (!stats) return
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  counts.failed += stats.unexpected ?? 0
  counts.skipped += stats.skipped ?? 0
}

function finish(code) {
  rmSync(reports, { recursive: true, force: true })
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : ''
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`)
  process.exit(code)
}

function systemReady() {
  if (!existsSync('/usr/bin/chromium')) return false
  if (!existsSync('/usr/sbin/nginx')) return false
  const postgres = '/usr/lib/postgresql'
  if (!existsSync(postgres)) return false
  return readdirSync(postgres).some(
    (version) =>
      existsSync(join(postgres, version, 'bin', 'initdb')) &&
      existsSync(join(postgres, version, 'bin', 'pg_ctl')),
  )
}

if (!systemReady()) {
  if ((await run('bash', ['scripts/install-system.sh'])) !== 0) finish(1)
}

const steps = [
  { command: 'npx', args: ['biome', 'check', '.'] },
  { command: 'node', args: ['scripts/checkLicences.mjs'] },
  { command: 'node', args: ['scripts/typecheck.mjs'] },
  {
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${vitestReport}`,
    ],
    count: countVitest,
  },
  {
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { FOYER_E2E_JSON_REPORT: playwrightReport },
    count: countPlaywright,
  },
]

for (const step of steps) {
  const code = await run(step.command, step.args, step.env)
  step.count?.()
  if (code !== 0) {
    console.error(`\n${[step.command, ...step.args].join(' ')} failed (exit ${code})`)
    finish(code)
  }
}
finish(0)
