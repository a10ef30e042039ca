import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandlers } from './errorHandlers'
import { refuseUnstorableInput } from './refuseUnstorableInput'

let app: FastifyInstance
beforeAll(async () => {
  app = Fastify()
  errorHandlers(app)
  refuseUnstorableInput(app)
  app.get('/echo/:id', async (request) => ({ params: request.params, query: request.query }))
  app.post('/echo', async (request) => ({ body: request.body }))
  await app.ready()
})
afterAll(() => app.close())

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload,
  })

describe('refuseUnstorableInput', () => {
  it.each([
    '/echo/a%00b',
    '/echo/x?search=a%00b',
    '/echo/x?search=%1F',
    '/echo/x?search=%7f',
    '/echo/x?%0a=1',
  ])('refuses a control character in %s with 400 INVALID_PARAMS', async (url) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_PARAMS')
  })

  it('passes other characters, encoded or not', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/echo/%E2%82%AC?search=caf%C3%A9%20x%25',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ params: { id: '€' }, query: { search: 'café x%' } })
  })

  it.each(['{"a":"x\\u0000"}', '{"a":{"b":["ok","\\u0000"]}}', '{"a\\u0000":1}', '"\\u0000"'])(
    'refuses a NUL in a JSON body: %s',
    async (payload) => {
      const response = await post(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('INVALID_PARAMS')
    },
  )

  it('keeps Fastify’s JSON checks and passes clean bodies whole', async () => {
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400)
    expect((await post('{nope')).statusCode).toBe(400)
    const body = { message: 'line one\nline two\ttab', list: [1, null, true] }
    const response = await post(JSON.stringify(body))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ body })
  })
})
