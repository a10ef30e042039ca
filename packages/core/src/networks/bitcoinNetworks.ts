import type { Network } from './network'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** Bitcoin mainnet. The default RPC URL is an Esplora REST API (Bitcoin has no public JSON-RPC). */
export const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
}

/** Bitcoin testnet3. */
export const bitcoinTestnet: Network = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
}

/** Bitcoin mainnet and testnet (docs/product.md). */
export const bitcoinNetworks: readonly Network[] = [bitcoin, bitcoinTestnet]
