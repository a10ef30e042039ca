import { IMAGE_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { CONNECTOR_IMAGES } from './connectorImages'
import { CURRENCY_IMAGES } from './currencyImages'
import { findWalletName } from './findWalletName'
import { type Logo, logoSvg } from './logo'
import { CONNECTOR_LOGOS, NETWORK_LOGOS, TOKEN_LOGOS, WALLET_LOGOS } from './logoImages'
import { monogramSvg } from './monogramSvg'
import { NETWORK_IMAGES } from './networkImages'
import { sendSvg } from './sendSvg'
import { type SvgImage, svgImage } from './svgImage'
import { type TileSvgOptions, tileSvg } from './tileSvg'
import { TOKEN_IMAGES } from './tokenImages'

export interface ImageRoutesDeps {
  db: Database
}

type Catalog = readonly [
  tiles: ReadonlyMap<string, TileSvgOptions>,
  logos: ReadonlyMap<string, Logo>,
]

/** Draws each image of a fixed list once: its bundled logo, else its tile. */
function drawAll(...catalogs: Catalog[]): Map<string, SvgImage> {
  return new Map(
    catalogs.flatMap(([tiles, logos]) =>
      [...tiles].map(([id, tile]) => {
        const logo = logos.get(id)
        return [id, svgImage(logo ? logoSvg(logo, tile.title) : tileSvg(tile))]
      }),
    ),
  )
}

function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `No ${kind} image with id ${JSON.stringify(id)}`)
}

/**
 * The image routes of docs/product.md, all SVG from this server (a bundled open-licence logo,
 * else a generated monogram; nothing fetched), with a strong ETag and a day's caching; unknown ids
 * get a JSON 404.
 * - `GET /getWalletImage/{image_id}`: the logo, else the monogram, of the directory wallet with
 *   that image_id;
 * - `GET /public/getAssetImage/{id}`: a network by CAIP-2 id (or bare EIP-155 chain id), or a
 *   connector (walletConnect, injected, announced, external);
 * - `GET /public/getCurrencyImage/{code}`: an ISO 4217 currency; `GET /public/getTokenImage/
 *   {symbol}`: a token. Both case-insensitive.
 */
export function imageRoutes(app: FastifyInstance, { db }: ImageRoutesDeps): void {
  const none = new Map<string, Logo>()
  const assets = drawAll([NETWORK_IMAGES, NETWORK_LOGOS], [CONNECTOR_IMAGES, CONNECTOR_LOGOS])
  const currencies = drawAll([CURRENCY_IMAGES, none])
  const tokens = drawAll([TOKEN_IMAGES, TOKEN_LOGOS])

  route(app, IMAGE_ROUTES.walletImage, async (request, reply) => {
    const { id } = request.params
    const name = await findWalletName(db, id)
    if (name === undefined) throw notFound('wallet', id)
    const logo = WALLET_LOGOS.get(id)
    return sendSvg(request, reply, svgImage(logo ? logoSvg(logo, name) : monogramSvg(name, id)))
  })

  route(app, IMAGE_ROUTES.assetImage, async (request, reply) => {
    const { id } = request.params
    const image = assets.get(/^\d+$/.test(id) ? `eip155:${Number(id)}` : id)
    if (!image) throw notFound('asset', id)
    return sendSvg(request, reply, image)
  })

  route(app, IMAGE_ROUTES.currencyImage, async (request, reply) => {
    const image = currencies.get(request.params.id.toUpperCase())
    if (!image) throw notFound('currency', request.params.id)
    return sendSvg(request, reply, image)
  })

  route(app, IMAGE_ROUTES.tokenImage, async (request, reply) => {
    const image = tokens.get(request.params.id.toUpperCase())
    if (!image) throw notFound('token', request.params.id)
    return sendSvg(request, reply, image)
  })
}
