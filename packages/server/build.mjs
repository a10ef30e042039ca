// `npm run build -w @foyer/server`: bundles the server (its sources and @foyer/protocol's) into
// dist/main.js, the `foyer` command, run with plain node; npm dependencies stay imports, so the
// package's `dependencies` must hold every one the bundle imports (checked below). Copies the SQL
// migrations and the built frame page (packages/frame/dist, `npm run build -w @foyer/frame`)
// beside it. `node build.mjs --outdir DIR [--frame-dir DIR]` builds elsewhere (the deployment test).

import { chmodSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))
const { values } = parseArgs({
  options: { outdir: { type: 'string' }, 'frame-dir': { type: 'string' } },
})
const outdir = resolve(values.outdir ?? join(here, 'dist'))
const frameDir = resolve(values['frame-dir'] ?? join(here, '../frame/dist'))
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'))
const bundled = new Set(['@foyer/protocol'])
const runtime = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name))
const external = [...runtime, ...Object.keys(pkg.devDependencies)].flatMap((name) => [
  name,
  `${name}/*`,
])

if (!existsSync(join(frameDir, 'index.html'))) {
  console.error(
    `build: no built frame page in ${frameDir}: run \`npm run build -w @foyer/frame\` first (\`npm run build\` at the root builds both, frame first)`,
  )
  process.exit(1)
}

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/cli/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dev-mode-only modules (the dev OpenID provider) in chunks of their own, loaded only in dev mode.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // @foyer/protocol from its TypeScript sources (its `@foyer/source` export condition).
  conditions: ['@foyer/source'],
  external,
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
})

// Every package the bundle imports must be a runtime dependency (not a devDependency), except
// dev-mode-only dynamic imports, which production mode never reaches.
const devModeOnly = new Set(['@foyer/devchain']) // dev/farcaster/devFarcasterUsers.ts
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')
const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports
      .filter((each) => each.external && !builtins.has(each.path))
      .filter((each) => !(each.kind === 'dynamic-import' && devModeOnly.has(packageOf(each.path))))
      .map((each) => packageOf(each.path)),
  ),
)
const undeclared = [...imported].filter((name) => !runtime.includes(name))
if (undeclared.length > 0) {
  console.error(
    `build: the bundle imports ${undeclared.join(', ')}, not in packages/server/package.json "dependencies"`,
  )
  process.exit(1)
}

cpSync(join(here, 'src/store/migrations'), join(outdir, 'migrations'), { recursive: true })
cpSync(frameDir, join(outdir, 'frame'), { recursive: true })
chmodSync(join(outdir, 'main.js'), 0o755)
console.log(`build: ${join(outdir, 'main.js')} (foyer), migrations/, frame/`)
