import { IMAGE_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { CONNECTOR_IMAGES } from './connectorImages'
import { CURRENCY_IMAGES } from './currencyImages'
import { findWalletName } from './findWalletName'
import { monogramSvg } from './monogramSvg'
import { NETWORK_IMAGES } from './networkImages'
import { sendSvg } from './sendSvg'
import { type SvgImage, svgImage } from './svgImage'
import { type TileSvgOptions, tileSvg } from './tileSvg'
import { TOKEN_IMAGES } from './tokenImages'

export interface ImageRoutesDeps {
  db: Database
}

/** Draws each tile of a fixed list once. */
function drawAll(...catalogs: ReadonlyMap<string, TileSvgOptions>[]): Map<string, SvgImage> {
  return new Map(
    catalogs.flatMap((catalog) => [...catalog].map(([id, tile]) => [id, svgImage(tileSvg(tile))])),
  )
}

function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `No ${kind} image with id ${JSON.stringify(id)}`)
}

/**
 * The image routes of docs/product.md, all generated SVG (no copied logos), with a strong ETag and a
 * day's caching; unknown ids get a JSON 404.
 * - `GET /getWalletImage/{image_id}`: the monogram of the directory wallet with that image_id;
 * - `GET /public/getAssetImage/{id}`: a network by CAIP-2 id (or bare EIP-155 chain id), or a
 *   connector (walletConnect, injected, announced, external);
 * - `GET /public/getCurrencyImage/{code}`: an ISO 4217 currency; `GET /public/getTokenImage/
 *   {symbol}`: a token. Both case-insensitive.
 */
export function imageRoutes(app: FastifyInstance, { db }: ImageRoutesDeps): void {
  const assets = drawAll(NETWORK_IMAGES, CONNECTOR_IMAGES)
  const currencies = drawAll(CURRENCY_IMAGES)
  const tokens = drawAll(TOKEN_IMAGES)

  route(app, IMAGE_ROUTES.walletImage, async (request, reply) => {
    const { id } = request.params
    const name = await findWalletName(db, id)
    if (name === undefined) throw notFound('wallet', id)
    return sendSvg(request, reply, svgImage(monogramSvg(name, id)))
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
