import { fileURLToPath } from 'node:url'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const REPO_ROOT = at('../../')
export const DEMO_ROOT = at('../../apps/demo/')
export const DEMO_CONFIG = at('../../apps/demo/vite.config.ts')
export const BASELINE_ROOT = at('../baseline/')
/** Build output of the benchmarks (git-ignored). */
export const OUT_DIR = at('../.out/')
