import type { TileSvgOptions } from './tileSvg'

/** Images of the connector kinds the modal lists without a wallet of their own, by connector id. */
export const CONNECTOR_IMAGES: ReadonlyMap<string, TileSvgOptions> = new Map(
  [
    ['walletConnect', 'WalletConnect', 'WC'],
    ['injected', 'Browser wallet', 'BW'],
    ['announced', 'Installed wallet', 'IW'],
    ['external', 'External wallet', 'EW'],
  ].map(([id = '', title = '', text = '']) => [id, { text, seed: `connector:${id}`, title }]),
)
