import { IMAGE_ROUTES, routeUrl, type SdkParams } from '@foyer/protocol'
import { TOKEN_IMAGES } from '../images/tokenImages'

/**
 * The icon of a token by symbol: our own `GET /public/getTokenImage/{symbol}` (a bundled
 * logo, or a monogram tile), with the request's projectId, st and sv so that a page can use it as an `<img src>`;
 * an empty string for a symbol that route has no image of (the views then draw a placeholder).
 */
export function tokenIconUrl(publicApiUrl: string, symbol: string, sdk: SdkParams): string {
  const id = symbol.toUpperCase()
  if (!TOKEN_IMAGES.has(id)) return ''
  const { projectId, st, sv } = sdk
  return `${publicApiUrl}${routeUrl(IMAGE_ROUTES.tokenImage, { id }, { projectId, st, sv })}`
}
