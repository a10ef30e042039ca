import { DEV_COLLECTIBLES_PATH, DEV_COLLECTION, DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { sendSvg } from '../images/sendSvg'
import { svgImage } from '../images/svgImage'
import { collectiblesSvg } from './collectiblesSvg'

export interface CollectiblesRoutesOptions {
  /** The API's public URL: the metadata's `image` points back at this server. */
  publicApiUrl: string
  /** The dev chains (each has the dev collection); other chain ids are a 404. */
  chainIds: readonly number[]
}

/** ERC-721 metadata JSON, as wallets and indexers read it from `tokenURI(id)`. */
export interface CollectibleMetadata {
  name: string
  description: string
  image: string
}

type Params = { Params: { chainId: string; tokenId: string } }

const DECIMAL = /^(0|[1-9]\d{0,77})$/

/**
 * The dev collection's metadata (dev mode only): the FoyerCollectible on each dev chain has
 * the base URI `{publicApiUrl}/dev/collectibles/{chainId}/`, so `tokenURI(id)` lands here.
 * - `GET /dev/collectibles/{chainId}/{tokenId}`: `{ name, description, image }`;
 * - `GET /dev/collectibles/{chainId}/{tokenId}.svg`: the token's picture, drawn from its id.
 * Ids outside 1 to DEV_COLLECTION.supply and other chains are a JSON 404, ids that are not
 * decimal numbers a 400.
 */
export function collectiblesRoutes(
  app: FastifyInstance,
  { publicApiUrl, chainIds }: CollectiblesRoutesOptions,
): void {
  const base = publicApiUrl.replace(/\/+$/, '')
  const find = (params: Params['Params']) => {
    const chainId = parseDecimal('chainId', params.chainId)
    const tokenId = parseDecimal('tokenId', params.tokenId)
    if (!chainIds.some((id) => BigInt(id) === chainId)) {
      throw new ApiError(404, 'NOT_FOUND', `No dev collection on chain ${chainId}`)
    }
    if (tokenId < 1n || tokenId > BigInt(DEV_COLLECTION.supply)) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `No token ${tokenId} in the dev collection (token ids 1 to ${DEV_COLLECTION.supply})`,
      )
    }
    return { chainId, tokenId, name: `${DEV_COLLECTION.name} #${tokenId}` }
  }

  route(app, DEV_ROUTES.collectibleImage, async (request, reply) => {
    const { tokenId, name } = find(request.params)
    return sendSvg(request, reply, svgImage(collectiblesSvg(tokenId, name)))
  })

  route(app, DEV_ROUTES.collectible, async (request): Promise<CollectibleMetadata> => {
    const { chainId, tokenId, name } = find(request.params)
    return {
      name,
      description:
        `Token ${tokenId} of ${DEV_COLLECTION.name} (${DEV_COLLECTION.symbol}) on the Foyer ` +
        `dev chain ${chainId}: a test collectible minted to the anvil test accounts.`,
      image: `${base}${DEV_COLLECTIBLES_PATH}/${chainId}/${tokenId}.svg`,
    }
  })
}

function parseDecimal(name: string, value: string): bigint {
  if (!DECIMAL.test(value)) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `${name} must be a decimal number without leading zeros, got ${JSON.stringify(value)}`,
    )
  }
  return BigInt(value)
}
