// Makes tsc's output importable by Node's ESM loader. The sources use extensionless relative
// imports (`moduleResolution: bundler`), which tsc copies as they are; Node needs the full path.
// This rewrites every relative specifier in the emitted `.js` and `.d.ts` files of a folder to
// `./x.js` or `./x/index.js`, after checking that the file is there, and fails on one that
// resolves to nothing. Usage: node scripts/pack/addImportExtensions.mjs <dist dir>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

// `from './x'`, `import './x'`, `import('./x')` (and `import("./x").T` in declarations).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g
const HAS_EXTENSION = /\.(m?js|json|css)$/

/** @param {string} dir @returns {string[]} */
function emittedFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') || name.endsWith('.d.ts'))
    .map((name) => join(dir, name))
}

/** The specifier with its extension, or undefined when no emitted file answers it. */
function withExtension(file, specifier) {
  if (HAS_EXTENSION.test(specifier)) return specifier
  const suffix = file.endsWith('.d.ts') ? '.d.ts' : '.js'
  const target = resolve(dirname(file), specifier)
  if (existsSync(`${target}${suffix}`)) return `${specifier}.js`
  if (
    existsSync(target) &&
    statSync(target).isDirectory() &&
    existsSync(join(target, `index${suffix}`))
  ) {
    return `${specifier.replace(/\/$/, '')}/index.js`
  }
  return undefined
}

/** Rewrites one file's relative specifiers; returns the specifiers that resolved to nothing. */
export function rewriteFile(file) {
  const missing = []
  const text = readFileSync(file, 'utf8')
  const next = text.replace(SPECIFIER, (match, lead, quote, specifier) => {
    const fixed = withExtension(file, specifier)
    if (fixed === undefined) {
      missing.push(specifier)
      return match
    }
    return `${lead}${quote}${fixed}${quote}`
  })
  if (next !== text) writeFileSync(file, next)
  return missing
}

/** Rewrites every emitted file under `dir`; throws naming each unresolved import. */
export function addImportExtensions(dir) {
  const problems = []
  const files = emittedFiles(dir)
  for (const file of files) {
    for (const specifier of rewriteFile(file)) problems.push(`${file}: ${specifier}`)
  }
  if (problems.length > 0) {
    throw new Error(`relative imports that resolve to no emitted file:\n${problems.join('\n')}`)
  }
  return files.length
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2]
  if (!dir || !existsSync(dir)) {
    console.error('usage: node scripts/pack/addImportExtensions.mjs <dist dir>')
    process.exit(1)
  }
  addImportExtensions(resolve(dir))
}
