// Builds the publishable packages and packs them with `npm pack` into a directory: what a dapp
// installs (the examples, their end-to-end test). Each package's `prepack` builds it (tsc, then
// scripts/pack/addImportExtensions.mjs) and copies the root LICENSE in; packing runs in dependency
// order, so each build sees the `dist` of the packages below it.
// Usage: node scripts/pack/packPackages.mjs <out dir> [--server]   (prints the tarball paths, one a line)
import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The packages a dapp installs, lowest first. */
export const PUBLISHED_PACKAGES = ['@foyer/protocol', '@foyer/core', '@foyer/react']

/** What an operator installs: the `foyer` command (its prepack builds the frame page and the bundle). */
export const SERVER_PACKAGE = '@foyer/server'

const run = promisify(execFile)

/**
 * Packs one workspace package into `dir` (made already); resolves to the tarball's path.
 * @param {string} name
 * @param {string} dir
 */
async function packOne(name, dir) {
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--workspace', name, '--pack-destination', dir],
    // The packages' sources are never what a tarball holds: no `@foyer/source` from outside.
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 64 * 1024 * 1024 },
  )
  // The build's own output comes first and may hold '[' (colour codes): the JSON starts on a line of its own.
  const [result] = JSON.parse(stdout.slice(stdout.search(/^\[$/m)))
  return join(dir, result.filename)
}

/**
 * Packs every published package into `outDir`.
 * @param {string} outDir
 * @returns {Promise<Record<string, string>>} package name → absolute tarball path
 */
export async function packPackages(outDir) {
  const dir = resolve(outDir)
  mkdirSync(dir, { recursive: true })
  /** @type {Record<string, string>} */
  const tarballs = {}
  for (const name of PUBLISHED_PACKAGES) tarballs[name] = await packOne(name, dir)
  return tarballs
}

/**
 * Packs the server package into `outDir`.
 * @param {string} outDir
 * @returns {Promise<string>} the absolute tarball path
 */
export async function packServer(outDir) {
  const dir = resolve(outDir)
  mkdirSync(dir, { recursive: true })
  return packOne(SERVER_PACKAGE, dir)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2]
  if (!outDir) {
    console.error('usage: node scripts/pack/packPackages.mjs <out dir>')
    process.exit(1)
  }
  const tarballs = await packPackages(outDir)
  for (const path of Object.values(tarballs)) console.log(path)
  if (process.argv.includes('--server')) console.log(await packServer(outDir))
}
