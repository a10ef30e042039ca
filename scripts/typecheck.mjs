// Type-checks every workspace that has a tsconfig.json (packages/*, apps/*, e2e, bench, scripts/start) with
// `tsc -p <dir> --noEmit`, two at a time; fails if any fails and says which.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const PARALLEL = 2

function workspaceDirs() {
  const dirs = []
  for (const parent of ['packages', 'apps']) {
    const path = join(root, parent)
    if (!existsSync(path)) continue
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) dirs.push(join(path, entry.name))
    }
  }
  dirs.push(join(root, 'e2e'), join(root, 'bench'), join(root, 'scripts', 'start'))
  return dirs.filter((dir) => existsSync(join(dir, 'tsconfig.json')))
}

/** @returns {Promise<{ dir: string, code: number, output: string }>} */
function check(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', dir, '--noEmit'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ dir: relative(root, dir), code: code ?? 1, output }))
  })
}

// A workspace whose include matches no file yet (TS18003) has nothing to check: not a failure.
const NO_INPUTS = /^error TS18003: No inputs were found in config file/

const queue = workspaceDirs()
const failed = []
const skipped = []
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const result = await check(dir)
    const output = result.output.trim()
    if (result.code !== 0 && NO_INPUTS.test(output) && !output.includes('\n')) {
      skipped.push(result.dir)
      console.log(`typecheck: ${result.dir} has no input files yet, skipped`)
    } else if (result.code !== 0) {
      failed.push(result.dir)
      console.log(`typecheck: ${result.dir} FAILED\n${output}`)
    } else {
      console.log(`typecheck: ${result.dir} ok`)
    }
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker))

if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`)
  process.exit(1)
}
