import logos from './data/logos.json'
import type { Logo } from './logo'

const byId = (record: Record<string, Logo>): ReadonlyMap<string, Logo> =>
  new Map(Object.entries(record))

/**
 * The bundled logos (data/logos.json, written by scripts/extractLogos.ts from the icon sets of
 * logoSources.ts): directory wallets by image_id, networks by CAIP-2 id, connectors by id,
 * tokens by symbol.
 */
export const WALLET_LOGOS = byId(logos.wallets as Record<string, Logo>)
export const NETWORK_LOGOS = byId(logos.networks as Record<string, Logo>)
export const CONNECTOR_LOGOS = byId(logos.connectors as Record<string, Logo>)
export const TOKEN_LOGOS = byId(logos.tokens as Record<string, Logo>)
