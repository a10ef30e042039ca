import { z } from 'zod'
import { caipNetworkIdSchema } from '../caipSchemas'

/**
 * One NFT an account holds, from `GET /v1/account/{address}/nfts` (Foyer's own route: docs/product.md
 * shows no NFT listing; the indexer knows every ERC-721 transfer).
 */
export const nftSchema = z.object({
  chainId: caipNetworkIdSchema,
  contract: z.string(),
  tokenId: z.string().regex(/^\d+$/),
  name: z.string(),
  collection: z.string(),
  imageUrl: z.string().nullable(),
})
export type Nft = z.infer<typeof nftSchema>

export const nftsResponseSchema = z.object({
  data: z.array(nftSchema),
  next: z.string().nullable(),
})
export type NftsResponse = z.infer<typeof nftsResponseSchema>

/** NFTs per page of `GET /v1/account/{address}/nfts`. */
export const NFTS_PAGE_SIZE = 50
