import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importDirectory } from '../directory/importDirectory'
import { testWallet } from '../directory/testWallet'
import { errorHandlers } from '../http/errorHandlers'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from '../test/testDatabases'
import { imageRoutes } from './imageRoutes'
import { CONNECTOR_LOGOS, NETWORK_LOGOS, TOKEN_LOGOS, WALLET_LOGOS } from './logoImages'
import { svgTree } from './svgTree'

function appWith(db: Database): FastifyInstance {
  const app = Fastify()
  errorHandlers(app)
  imageRoutes(app, { db })
  return app
}

const ETAG = /^"[A-Za-z0-9_-]{27}"$/

describe.each(testDatabases)('image routes on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await migrate(db)
    await importDirectory(db, [
      testWallet('trust', { name: 'Trust Wallet', image_id: 'trust-logo' }),
      testWallet('meta-mask', { name: 'MetaMask' }),
      testWallet('metamask', { name: 'MetaMask', rdns: 'io.metamask' }),
      testWallet('brave-wallet', { name: 'Brave Wallet' }),
    ])
    app = appWith(db)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  /** A 200 image: SVG, well-formed, cacheable; returns its parsed tree and ETag. */
  async function image(url: string) {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const etag = String(response.headers.etag)
    expect(etag).toMatch(ETAG)
    return { tree: svgTree(response.body), etag, body: response.body }
  }

  const drawn = (tree: ReturnType<typeof svgTree>) => ({
    title: tree.children[0]?.text,
    text: tree.children[2]?.text,
  })

  /** The bundled logo drawn whole, under the title. */
  function expectLogo(
    { tree, body }: { tree: ReturnType<typeof svgTree>; body: string },
    logo: { body: string } | undefined,
    title: unknown,
  ) {
    expect(logo).toBeDefined()
    expect(tree.children[0]?.text).toEqual(title)
    expect(body).toContain(logo?.body)
    expect(body).not.toContain('<text')
  }

  async function expectNotFound(url: string, message: string) {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message } })
  }

  describe('GET /getWalletImage/{image_id}', () => {
    it("draws the wallet's initials, found by image_id", async () => {
      expect(drawn((await image('/getWalletImage/trust-logo')).tree)).toEqual({
        title: 'Trust Wallet',
        text: 'Tr',
      })
      expect(drawn((await image('/getWalletImage/meta-mask')).tree).text).toBe('MM')
    })

    it("draws a directory wallet's bundled logo, named after the wallet", async () => {
      const metamask = await image('/getWalletImage/metamask')
      expectLogo(metamask, WALLET_LOGOS.get('metamask'), 'MetaMask')
      // The fox's first path, from web3icons' metamask icon.
      expect(metamask.body).toContain('<path fill="#FF5C16" d="m18.9 18.925-3.434-.993')
    })

    it("draws a one-colour mark in the brand's colour on a tile", async () => {
      const brave = await image('/getWalletImage/brave-wallet')
      expectLogo(brave, WALLET_LOGOS.get('brave-wallet'), 'Brave Wallet')
      expect(brave.tree.children[1]?.attributes.fill).toBe('#fb542b')
      expect(brave.tree.children[2]?.attributes.fill).toBe('#ffffff')
    })

    it('answers the same bytes and ETag every time', async () => {
      const first = await image('/getWalletImage/meta-mask')
      expect(await image('/getWalletImage/meta-mask')).toEqual(first)
    })

    it('answers 304 when If-None-Match names the ETag', async () => {
      const { etag } = await image('/getWalletImage/meta-mask')
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await get('/getWalletImage/meta-mask', { 'if-none-match': header })
        expect(response.statusCode).toBe(304)
        expect(response.body).toBe('')
        expect(response.headers.etag).toBe(etag)
        expect(response.headers['cache-control']).toBe('public, max-age=86400')
      }
      const stale = await get('/getWalletImage/meta-mask', { 'if-none-match': '"stale"' })
      expect(stale.statusCode).toBe(200)
    })

    it('changes the ETag when the wallet is renamed', async () => {
      const before = await image('/getWalletImage/meta-mask')
      await importDirectory(db, [testWallet('meta-mask', { name: 'Meta Mask Renamed' })])
      const after = await image('/getWalletImage/meta-mask')
      expect(after.etag).not.toBe(before.etag)
      await importDirectory(db, [testWallet('meta-mask', { name: 'MetaMask' })])
    })

    it('answers an unknown id, or a wallet id that is not an image id, with 404', async () => {
      await expectNotFound('/getWalletImage/nope', 'No wallet image with id "nope"')
      await expectNotFound('/getWalletImage/trust', 'No wallet image with id "trust"')
    })
  })

  describe('GET /public/getAssetImage/{id}', () => {
    it('draws networks by CAIP-2 id or EIP-155 chain id, alike', async () => {
      const byCaip = await image('/public/getAssetImage/eip155:1')
      expectLogo(byCaip, NETWORK_LOGOS.get('eip155:1'), 'Ethereum')
      expect(await image('/public/getAssetImage/1')).toEqual(byCaip)
      expect(await image('/public/getAssetImage/eip155%3A1')).toEqual(byCaip)
    })

    it('tells the dev chains apart', async () => {
      expect(drawn((await image('/public/getAssetImage/31337')).tree).text).toBe('A')
      expect(drawn((await image('/public/getAssetImage/eip155:31338')).tree).text).toBe('B')
    })

    it('draws Solana and Bitcoin networks', async () => {
      const solana = await image('/public/getAssetImage/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      expectLogo(solana, NETWORK_LOGOS.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), 'Solana')
      const bitcoin = await image('/public/getAssetImage/bip122:000000000019d6689c085ae165831e93')
      expect(drawn(bitcoin.tree).title).toBe('Bitcoin')
    })

    it("gives a testnet its mainnet's logo and its own name", async () => {
      const sepolia = await image('/public/getAssetImage/11155111')
      expectLogo(sepolia, NETWORK_LOGOS.get('eip155:1'), 'Sepolia')
    })

    it('draws the WalletConnect logo', async () => {
      const walletConnect = await image('/public/getAssetImage/walletConnect')
      expectLogo(walletConnect, CONNECTOR_LOGOS.get('walletConnect'), 'WalletConnect')
    })

    it.each([
      ['injected', 'Browser wallet', 'BW'],
      ['announced', 'Installed wallet', 'IW'],
      ['external', 'External wallet', 'EW'],
    ])('draws the connector %s', async (id, title, text) => {
      expect(drawn((await image(`/public/getAssetImage/${id}`)).tree)).toEqual({ title, text })
    })

    it('answers 304 when If-None-Match names the ETag', async () => {
      const { etag } = await image('/public/getAssetImage/walletConnect')
      const response = await get('/public/getAssetImage/walletConnect', { 'if-none-match': etag })
      expect(response.statusCode).toBe(304)
    })

    it.each(['eip155:999999', '999999', 'solana:nope', 'WalletConnect', '1.0', 'eip155:01x'])(
      'answers the unknown %j with 404',
      async (id) => {
        await expectNotFound(
          `/public/getAssetImage/${encodeURIComponent(id)}`,
          `No asset image with id ${JSON.stringify(id)}`,
        )
      },
    )
  })

  describe('GET /public/getCurrencyImage/{code}', () => {
    it('draws a currency symbol, whatever the case of the code', async () => {
      const usd = await image('/public/getCurrencyImage/USD')
      expect(drawn(usd.tree)).toEqual({ title: 'US dollar (USD)', text: '$' })
      expect(await image('/public/getCurrencyImage/usd')).toEqual(usd)
      expect(drawn((await image('/public/getCurrencyImage/EUR')).tree).text).toBe('€')
    })

    it('answers 304 when If-None-Match names the ETag', async () => {
      const { etag } = await image('/public/getCurrencyImage/GBP')
      const response = await get('/public/getCurrencyImage/GBP', { 'if-none-match': etag })
      expect(response.statusCode).toBe(304)
    })

    it('answers an unknown code with 404', async () => {
      await expectNotFound('/public/getCurrencyImage/XYZ', 'No currency image with id "XYZ"')
    })
  })

  describe('GET /public/getTokenImage/{symbol}', () => {
    it.each(['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC', 'POL'])(
      'draws the logo of %s',
      async (symbol) => {
        expectLogo(
          await image(`/public/getTokenImage/${symbol}`),
          TOKEN_LOGOS.get(symbol),
          expect.stringContaining(`(${symbol})`),
        )
      },
    )

    it('draws the coin from cryptocurrency-icons', async () => {
      const { body } = await image('/public/getTokenImage/eth')
      expect(body).toContain('<circle cx="16" cy="16" r="16" fill="#627EEA"/>')
    })

    it.each(['WETH', 'FUSD', 'FOY'])(
      'draws the monogram of %s, which has no logo',
      async (symbol) => {
        const { tree } = await image(`/public/getTokenImage/${symbol}`)
        expect(drawn(tree).text).toBe(symbol)
      },
    )

    it('accepts any case and gives different tokens different ETags', async () => {
      const fusd = await image('/public/getTokenImage/fusd')
      expect(await image('/public/getTokenImage/FUSD')).toEqual(fusd)
      expect((await image('/public/getTokenImage/FOY')).etag).not.toBe(fusd.etag)
    })

    it('answers 304 when If-None-Match names the ETag', async () => {
      const { etag } = await image('/public/getTokenImage/ETH')
      const response = await get('/public/getTokenImage/ETH', { 'if-none-match': etag })
      expect(response.statusCode).toBe(304)
    })

    it('answers an unknown symbol with 404', async () => {
      await expectNotFound('/public/getTokenImage/SHIB', 'No token image with id "SHIB"')
    })
  })
})

describe.each(testDatabases)('GET /getWalletImage failures on %s', (_, open) => {
  it('answers a database failure with a JSON 500', async () => {
    const db = await open()
    const app = appWith(db)
    try {
      const response = await app.inject({ method: 'GET', url: '/getWalletImage/meta-mask' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
      })
    } finally {
      await app.close()
      await db.close()
    }
  })
})
