import { defineRoute } from './defineRoute'

/** The images of wallets, networks (assets), currencies and tokens: SVG or the stored image. */
export const IMAGE_ROUTES = {
  walletImage: defineRoute({ method: 'GET', path: '/getWalletImage/:id', access: 'project' }),
  assetImage: defineRoute({ method: 'GET', path: '/public/getAssetImage/:id', access: 'project' }),
  currencyImage: defineRoute({
    method: 'GET',
    path: '/public/getCurrencyImage/:id',
    access: 'project',
  }),
  tokenImage: defineRoute({ method: 'GET', path: '/public/getTokenImage/:id', access: 'project' }),
} as const
