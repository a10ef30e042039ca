import { execFile } from 'node:child_process'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url))
const FRAME_DIR = fileURLToPath(new URL('../../../../frame/', import.meta.url))
const VITE = fileURLToPath(new URL('../../../../../node_modules/vite/bin/vite.js', import.meta.url))

/**
 * Test helper: what `npm run build` makes, in a temp dir under packages/server/node_modules/.cache
 * (so that the bundle finds the installed dependencies as an installed package does; the
 * repository's dist/ is left alone):
 * the frame page (`vite build` of packages/frame) and the server bundle with it
 * (packages/server/build.mjs). Returns the bundle's `main.js` (the `foyer` command).
 */
export async function buildDeployment(): Promise<{ dir: string; main: string }> {
  const cache = join(SERVER_DIR, 'node_modules', '.cache')
  await mkdir(cache, { recursive: true })
  const dir = await mkdtemp(join(cache, 'foyer-deploy-build-'))
  const frame = join(dir, 'frame')
  const server = join(dir, 'server')
  try {
    await run(
      process.execPath,
      [VITE, 'build', '--outDir', frame, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: FRAME_DIR,
      },
    )
    await run(process.execPath, ['build.mjs', '--outdir', server, '--frame-dir', frame], {
      cwd: SERVER_DIR,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`The production build failed: ${(error as Error).message}\n${stdout}${stderr}`)
  }
  return { dir, main: join(server, 'main.js') }
}
