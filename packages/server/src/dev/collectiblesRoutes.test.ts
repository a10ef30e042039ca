import { DEV_COLLECTION, findRoute } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { errorHandlers } from '../http/errorHandlers'
import { svgTree } from '../images/svgTree'
import { collectiblesRoutes } from './collectiblesRoutes'

const PUBLIC_API_URL = 'http://localhost:8787'

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

function app(publicApiUrl = PUBLIC_API_URL) {
  const instance = Fastify()
  errorHandlers(instance)
  collectiblesRoutes(instance, { publicApiUrl, chainIds: [31337, 31338] })
  apps.push(instance)
  return instance
}

async function get(url: string, instance = app()) {
  const response = await instance.inject({ method: 'GET', url })
  return response
}

describe('GET /dev/collectibles/:chainId/:tokenId', () => {
  it('answers ERC-721 metadata whose image is served here too', async () => {
    const response = await get('/dev/collectibles/31337/7')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({
      name: 'Foyer Collectibles #7',
      description:
        'Token 7 of Foyer Collectibles (FOYC) on the Foyer dev chain 31337: a test collectible ' +
        'minted to the anvil test accounts.',
      image: 'http://localhost:8787/dev/collectibles/31337/7.svg',
    })
  })

  it('points the image at the public API URL, without a doubled slash', async () => {
    const response = await get('/dev/collectibles/31338/1', app('https://api.example.com/foyer/'))
    expect(response.json().image).toBe('https://api.example.com/foyer/dev/collectibles/31338/1.svg')
  })

  it('knows every token of the collection, and no other', async () => {
    const instance = app()
    for (let id = 1; id <= DEV_COLLECTION.supply; id++) {
      expect((await get(`/dev/collectibles/31338/${id}`, instance)).statusCode).toBe(200)
    }
    for (const id of ['0', String(DEV_COLLECTION.supply + 1), `1${'0'.repeat(30)}`]) {
      const response = await get(`/dev/collectibles/31337/${id}`, instance)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: `No token ${id} in the dev collection (token ids 1 to ${DEV_COLLECTION.supply})`,
        },
      })
    }
  })

  it('is a 404 on a chain that is not a dev chain', async () => {
    const response = await get('/dev/collectibles/1/7')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No dev collection on chain 1' },
    })
  })

  it.each([
    ['tokenId', '/dev/collectibles/31337/abc', '"abc"'],
    ['tokenId', '/dev/collectibles/31337/-1', '"-1"'],
    ['tokenId', '/dev/collectibles/31337/07', '"07"'],
    ['tokenId', '/dev/collectibles/31337/1.5', '"1.5"'],
    ['tokenId', `/dev/collectibles/31337/${'9'.repeat(79)}`, `"${'9'.repeat(79)}"`],
    ['chainId', '/dev/collectibles/main/7', '"main"'],
    ['chainId', '/dev/collectibles/0x7a69/7', '"0x7a69"'],
  ])('is a 400 for a %s that is not a decimal number: %s', async (name, url, shown) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_PARAMS',
        message: `${name} must be a decimal number without leading zeros, got ${shown}`,
      },
    })
  })

  it('is a dev route: no project is needed', () => {
    expect(findRoute('/dev/collectibles/31337/7')?.access).toBe('dev')
    expect(findRoute('/dev/collectibles/31337/7.svg')?.access).toBe('dev')
  })
})

describe('GET /dev/collectibles/:chainId/:tokenId.svg', () => {
  it("serves the token's picture as a cacheable SVG", async () => {
    const response = await get('/dev/collectibles/31337/7.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'")
    expect(response.headers.etag).toMatch(/^".+"$/)
    const root = svgTree(response.body)
    expect(root.children[0]).toMatchObject({ name: 'title', text: 'Foyer Collectibles #7' })
  })

  it('draws the same bytes every time and other ones for another token', async () => {
    const instance = app()
    const seven = (await get('/dev/collectibles/31337/7.svg', instance)).body
    expect((await get('/dev/collectibles/31338/7.svg', instance)).body).toBe(seven)
    expect((await get('/dev/collectibles/31337/8.svg', instance)).body).not.toBe(seven)
  })

  it('answers 304 when the client has it', async () => {
    const instance = app()
    const { etag } = (await get('/dev/collectibles/31337/7.svg', instance)).headers
    const response = await instance.inject({
      method: 'GET',
      url: '/dev/collectibles/31337/7.svg',
      headers: { 'if-none-match': String(etag) },
    })
    expect(response.statusCode).toBe(304)
  })

  it('is a JSON 404 for a token or chain it does not know, and a 400 for a bad id', async () => {
    const instance = app()
    const unknown = await get(`/dev/collectibles/31337/${DEV_COLLECTION.supply + 1}.svg`, instance)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('NOT_FOUND')
    expect((await get('/dev/collectibles/5/1.svg', instance)).statusCode).toBe(404)
    const bad = await get('/dev/collectibles/31337/x.svg', instance)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toEqual({
      code: 'INVALID_PARAMS',
      message: 'tokenId must be a decimal number without leading zeros, got "x"',
    })
  })
})
