import { pathToFileURL } from 'node:url'
import { createFrameAncestorsPolicy } from './frameAncestorsPlugin.ts'

/**
 * `npx tsx packages/frame/vite/printFrameAncestors.ts <projectId>…` (FOYER_PUBLIC_API_URL set):
 * prints the `Content-Security-Policy` header the frame page must carry for those projects, for
 * operators who serve the built frame from their own web server. Several projects served by one
 * frame get one header with every project's sources. Exit 1 when the API cannot be asked or a
 * project is unknown or has no origins (the header would say 'none'), 2 on bad usage.
 */
export async function printFrameAncestors(
  args: readonly string[],
  env: Record<string, string | undefined>,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  const apiUrl = env.FOYER_PUBLIC_API_URL
  if (!apiUrl || args.length === 0) {
    out.error(
      'Usage: FOYER_PUBLIC_API_URL=https://api.example.com npx tsx packages/frame/vite/printFrameAncestors.ts <projectId>…',
    )
    return 2
  }
  let failed = false
  const policy = createFrameAncestorsPolicy({
    apiUrl,
    warn: (message) => {
      failed = true
      out.error(message)
    },
  })
  const sources = new Set<string>()
  for (const projectId of args) {
    const value = (await policy(projectId)).replace(/^frame-ancestors /, '')
    if (value === "'none'") {
      if (!failed) out.error(`Project ${projectId} is unknown or allows no origin CSP can name`)
      return 1
    }
    for (const source of value.split(' ')) sources.add(source)
  }
  out.log(`Content-Security-Policy: frame-ancestors ${[...sources].join(' ')}`)
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await printFrameAncestors(process.argv.slice(2), process.env, console)
}
