import { build } from 'vite'
import type { BenchTarget } from './targets'

/** Production build of `target` into its outDir, through the vite Node API. */
export async function buildTarget(target: BenchTarget): Promise<void> {
  await build({
    ...target.config,
    logLevel: 'warn',
    build: { ...target.config.build, outDir: target.outDir, emptyOutDir: true },
  })
}
