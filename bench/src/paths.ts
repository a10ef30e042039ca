import { fileURLToPath } from 'node:url'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const REPO_ROOT = at('../../')
export const DEMO_ROOT = at('../../apps/demo/')
export const DEMO_CONFIG = at('../../apps/demo/vite.config.ts')
/** The embedded-wallet frame (its own vite app). */
export const FRAME_ROOT = at('../../packages/frame/')
export const BASELINE_ROOT = at('../baseline/')
/** The dapp-shaped page: one button that opens the modal through `useFoyerModal()`. */
export const DAPP_ROOT = at('../dapp/')
/** Build output of the benchmarks (git-ignored). */
export const OUT_DIR = at('../.out/')
