import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort } from './freePort'
import { waitForHttp } from './waitForHttp'

async function serve(status: number): Promise<{ url: string; close(): void }> {
  const server = createServer((_, response) => {
    response.statusCode = status
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => server.close(),
  }
}

describe('waitForHttp', () => {
  it('returns once the URL answers', async () => {
    const server = await serve(404)
    try {
      await expect(waitForHttp(server.url, Date.now() + 5_000)).resolves.toBeUndefined()
    } finally {
      server.close()
    }
  })

  it('keeps waiting through server errors and reports the last one', async () => {
    const server = await serve(502)
    try {
      await expect(waitForHttp(server.url, Date.now() + 300)).rejects.toThrow(
        `${server.url} did not answer in time (HTTP 502)`,
      )
    } finally {
      server.close()
    }
  })

  it('fails when nothing listens before the deadline', async () => {
    const url = `http://127.0.0.1:${await freePort()}/`
    await expect(waitForHttp(url, Date.now() + 300)).rejects.toThrow(
      `${url} did not answer in time (fetch failed)`,
    )
  })
})
