import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { printFrameAncestors } from './printFrameAncestors'
import { EMPTY, type OriginsApi, SHOP, startOriginsApi, UNKNOWN } from './startOriginsApi'

let api: OriginsApi
beforeAll(async () => {
  api = await startOriginsApi()
  api.projects.set('d4'.repeat(16), ['https://other.example', 'https://shop.example'])
})
afterAll(async () => {
  await api.close()
})

async function run(args: string[], apiUrl: string | null = api.url) {
  const lines: string[] = []
  const errors: string[] = []
  const code = await printFrameAncestors(
    args,
    { FOYER_PUBLIC_API_URL: apiUrl ?? undefined },
    { log: (line) => lines.push(line), error: (line) => errors.push(line) },
  )
  return { code, lines, errors }
}

describe('printFrameAncestors', () => {
  it('prints the header of a project', async () => {
    expect(await run([SHOP])).toEqual({
      code: 0,
      lines: [
        'Content-Security-Policy: frame-ancestors https://shop.example https://*.shop.example http://localhost:*',
      ],
      errors: [],
    })
  })

  it('joins several projects into one header', async () => {
    const { code, lines } = await run([SHOP, 'd4'.repeat(16)])
    expect(code).toBe(0)
    expect(lines).toEqual([
      'Content-Security-Policy: frame-ancestors https://shop.example https://*.shop.example http://localhost:* https://other.example',
    ])
  })

  it('fails for an unknown project or one without origins', async () => {
    for (const projectId of [UNKNOWN, EMPTY, 'not-a-project']) {
      const { code, lines, errors } = await run([projectId])
      expect(code).toBe(1)
      expect(lines).toEqual([])
      expect(errors[0]).toContain(projectId)
    }
  })

  it('fails when the API cannot be reached, and without settings', async () => {
    const down = await run([SHOP], 'http://127.0.0.1:1')
    expect(down.code).toBe(1)
    expect(down.errors[0]).toMatch(/could not be reached/)
    expect((await run([SHOP], null)).code).toBe(2)
    expect((await run([])).code).toBe(2)
  })

  it('runs as the command the README gives', async () => {
    const frameDir = fileURLToPath(new URL('..', import.meta.url))
    const tsx = join(
      dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
      'dist',
      'cli.mjs',
    )
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsx, join(frameDir, 'vite', 'printFrameAncestors.ts'), SHOP],
      { env: { ...process.env, FOYER_PUBLIC_API_URL: api.url } },
    )
    expect(stdout.trim()).toBe(
      'Content-Security-Policy: frame-ancestors https://shop.example https://*.shop.example http://localhost:*',
    )
  })
})
