import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Project } from '../projects/project'
import { setProjectAnalytics } from '../projects/setProjectAnalytics'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { clientKey } from './clientKey'

const event = { type: 'error', event: 'ERROR', properties: { message: 'boom' } }

describe.each(migratedTestDatabases)('POST /e on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let otherProcess: FastifyInstance
  let project: Project
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const now = () => clock
  beforeAll(async () => {
    db = await open()
    project = await createProject(db, { name: 'Shop', allowedOrigins: ['https://shop.example'] })
    await setProjectAnalytics(db, project.id, true)
    app = await createApp(testConfig(), { db, now })
    otherProcess = await createApp(testConfig(), { db, now })
  })
  afterAll(async () => {
    await app.close()
    await otherProcess.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE error_events')
    clock = new Date('2030-01-01T00:00:00.000Z')
  })

  it('stores nothing for a project whose analytics is off (the default)', async () => {
    const quiet = await createProject(db, { name: 'Quiet', allowedOrigins: [] })
    const response = await post({ type: 'error', event: 'ERROR' }, { projectId: quiet.id })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ accepted: false })
    expect(await db.query('SELECT count(*)::int AS n FROM error_events')).toEqual([{ n: 0 }])
  })

  function post(
    payload: unknown,
    {
      target = app,
      ip = '203.0.113.7',
      projectId = project.id,
      headers = { 'content-type': 'application/json' },
    }: {
      target?: FastifyInstance
      ip?: string
      projectId?: string
      headers?: Record<string, string>
    } = {},
  ) {
    return target.inject({
      method: 'POST',
      url: `/e${projectQuery(projectId)}`,
      remoteAddress: ip,
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })
  }

  const stored = () =>
    db.query('SELECT project_id, client_key, received_at, body FROM error_events ORDER BY id')

  it('stores the event and answers 202', async () => {
    const response = await post({ ...event, timestamp: 1 })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ accepted: true })
    expect(await stored()).toEqual([
      {
        project_id: project.id,
        client_key: clientKey(project.id, '203.0.113.7'),
        received_at: clock,
        body: { ...event, timestamp: 1 },
      },
    ])
  })

  it('answers 429 with Retry-After from the sixth event in a minute, and stores five', async () => {
    for (let i = 0; i < 5; i++) {
      clock = new Date(clock.getTime() + 1_000)
      expect((await post(event)).statusCode).toBe(202)
    }
    const limited = await post(event, {
      headers: {
        'content-type': 'application/json',
        origin: 'https://shop.example',
      },
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('56')
    expect(limited.headers['access-control-allow-origin']).toBe('https://shop.example')
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'At most 5 error events per minute per client; retry in 56 s',
      },
    })
    expect(await stored()).toHaveLength(5)
  })

  it('accepts events again once the minute has passed', async () => {
    for (let i = 0; i < 5; i++) await post(event)
    expect((await post(event)).statusCode).toBe(429)
    clock = new Date(clock.getTime() + 60_000)
    expect((await post(event)).statusCode).toBe(202)
  })

  it('shares the cap between server processes on one database', async () => {
    for (let i = 0; i < 3; i++) await post(event)
    for (let i = 0; i < 2; i++)
      expect((await post(event, { target: otherProcess })).statusCode).toBe(202)
    expect((await post(event, { target: otherProcess })).statusCode).toBe(429)
    expect((await post(event)).statusCode).toBe(429)
  })

  it('counts each client (project and address) apart', async () => {
    const other = await createProject(db, { name: 'Other' })
    for (let i = 0; i < 5; i++) await post(event)
    expect((await post(event, { ip: '203.0.113.8' })).statusCode).toBe(202)
    expect((await post(event, { projectId: other.id })).statusCode).toBe(202)
    expect((await post(event)).statusCode).toBe(429)
  })

  it('does not count refused events', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ type: 'error' })).statusCode).toBe(400)
    expect((await post(event)).statusCode).toBe(202)
  })

  it.each([
    ['an array', [event]],
    ['no event field', { type: 'error' }],
    ['a numeric type', { type: 1, event: 'ERROR' }],
    ['properties that are a string', { ...event, properties: 'boom' }],
    ['null', null],
  ])('refuses %s with 400 INVALID_EVENT and stores nothing', async (_, body) => {
    const response = await post(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_EVENT')
    expect(response.json().error.message).toMatch(
      /^The event must be a JSON object with string type and event and an optional properties object \(.+\)$/,
    )
    expect(await stored()).toEqual([])
  })

  it('names the field that is wrong', async () => {
    expect((await post({ type: 'error', event: 5 })).json().error.message).toContain(
      '(event: Invalid input: expected string, received number)',
    )
  })

  it('refuses a body that is not JSON', async () => {
    const broken = await post('{"type":', {})
    expect(broken.statusCode).toBe(400)
    expect(broken.json().error.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
    const text = await post('type=error', { headers: { 'content-type': 'text/plain' } })
    expect(text.statusCode).toBe(400)
    expect(text.json().error.code).toBe('INVALID_EVENT')
    const none = await app.inject({ method: 'POST', url: `/e${projectQuery(project.id)}` })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.code).toBe('INVALID_EVENT')
    expect(await stored()).toEqual([])
  })

  it('refuses a body over 16 KB with 413 and accepts one just under', async () => {
    const padding = (size: number) =>
      'x'.repeat(size - JSON.stringify({ ...event, pad: '' }).length)
    const fits = await post({ ...event, pad: padding(16 * 1024) })
    expect(fits.statusCode).toBe(202)
    const tooBig = await post({ ...event, pad: padding(16 * 1024 + 1) })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toEqual({
      error: { code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' },
    })
    expect(await stored()).toHaveLength(1)
  })

  it('refuses an unknown project with 403 and stores nothing', async () => {
    const response = await post(event, { projectId: 'f'.repeat(32) })
    expect(response.statusCode).toBe(403)
    expect(await stored()).toEqual([])
  })
})
