import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Where `foyer serve` finds the built frame page when FRAME_DIR is unset: `frame/` beside the
 * server's build (`dist/main.js` → `dist/frame`, copied there by build.mjs), else — running from
 * source — packages/frame/dist. The first that exists; the build's when neither does.
 */
export function defaultFrameDir(): string {
  const candidates = [
    fileURLToPath(new URL('./frame', import.meta.url)),
    fileURLToPath(new URL('../../../frame/dist', import.meta.url)),
  ]
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string)
}
