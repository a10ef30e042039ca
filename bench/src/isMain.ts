import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Whether the module at `url` is the script node (or tsx) was started with. */
export function isMain(url: string): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(url))
  } catch {
    return false
  }
}
