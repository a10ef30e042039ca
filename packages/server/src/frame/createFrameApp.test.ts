import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { tempDir } from '../test/tempDir'
import { createFrameApp } from './createFrameApp'
import { readFrameFiles } from './readFrameFiles'

describe('createFrameApp (the frame page in production)', () => {
  let db: Database
  let app: FastifyInstance
  let projectId: string
  let bare: string

  beforeAll(async () => {
    db = await migratedPglite()
    projectId = (
      await createProject(db, {
        name: 'Shop',
        allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
      })
    ).id
    bare = (await createProject(db, { name: 'No origins' })).id
  })
  afterAll(async () => {
    await app?.close()
    await db.close()
  })

  async function frameApp() {
    const dir = await tempDir('foyer-frame-dist')
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Foyer wallet</title>')
    await writeFile(join(dir, 'social-callback.html'), '<!doctype html><title>callback</title>')
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
    app = createFrameApp({
      files: await readFrameFiles(dir),
      db,
      logLevel: 'silent',
      trustProxy: false,
      nodeId: 'node-a',
    })
    return app
  }

  it("serves the page with frame-ancestors of the project's allowed origins", async () => {
    const app = await frameApp()
    const response = await app.inject({ method: 'GET', url: `/?projectId=${projectId}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(
      'frame-ancestors https://shop.example https://*.shop.example',
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-foyer-node']).toBe('node-a')
    expect(response.body).toContain('Foyer wallet')

    const callback = await app.inject(`/social-callback.html?projectId=${projectId}`)
    expect(callback.statusCode).toBe(200)
    expect(callback.headers['content-security-policy']).toContain('https://shop.example')
  })

  it("sends frame-ancestors 'none' without a project, for an unknown one, or one without origins", async () => {
    const app = await frameApp()
    for (const query of [
      '',
      '?projectId=nope',
      `?projectId=${'0'.repeat(32)}`,
      `?projectId=${bare}`,
    ]) {
      const response = await app.inject(`/index.html${query}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'")
    }
  })

  it('serves hashed assets for good, and nothing outside the build', async () => {
    const app = await frameApp()
    const asset = await app.inject('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/nope.html', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'")
    }
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404)
  })
})
