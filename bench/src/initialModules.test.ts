import { describe, expect, it } from 'vitest'
import { initialModules } from './initialModules'
import { benchTargets } from './targets'

/**
 * What the dapp-shaped page (bench/dapp) must not load before its first render: each of these
 * was once in it and cost KiB there (docs/product.md's speed goals; `npm run bench:modal`).
 */
const LATER = {
  zod: /\/node_modules\/zod\//,
  WalletConnect: /\/node_modules\/@walletconnect\//,
  'the QR encoder': /\/node_modules\/(qr|qrcode|uqr)\//,
  'the modal': /\/packages\/react\/src\/modal\//,
  'views beyond the Connect group':
    /\/packages\/react\/src\/views\/(account|send|names|siwx|embedded)\//,
  'the embedded wallet client': /\/packages\/core\/src\/embedded\/startEmbeddedWallet/,
  "wagmi's config": /\/node_modules\/@wagmi\/core\/dist\/esm\/createConfig/,
  "viem's clients and transports": /\/node_modules\/viem\/_esm\/clients\//,
  "react-query's client": /\/node_modules\/@tanstack\/query-core\//,
  'the EIP-6963 store (mipd)': /\/node_modules\/mipd\//,
  "Foyer's wagmi start": /\/packages\/core\/src\/wagmi\/startWagmi/,
  'the toasts': /\/packages\/react\/src\/ui\/Toasts/,
  // An EVM-only dapp: the Wallet Standard registry and adapters load only for Solana or Bitcoin.
  'the Wallet Standard registry': /\/node_modules\/@wallet-standard\/app\//,
  'the solana and bip122 adapters':
    /\/packages\/core\/src\/namespaces\/(solana\/solanaAdapter|bip122\/bip122Adapter)/,
}

describe('the dapp-shaped page’s first load', () => {
  it('carries none of the code that loads later', async () => {
    const dapp = (await benchTargets()).find((target) => target.name === 'dapp')
    if (!dapp) throw new Error('no dapp target')
    const modules = await initialModules(dapp)
    expect(modules.some((id) => id.includes('/packages/react/src/provider/FoyerProvider'))).toBe(
      true,
    )
    const found = Object.entries(LATER)
      .filter(([, pattern]) => modules.some((id) => pattern.test(id)))
      .map(([name]) => name)
    expect(found).toEqual([])
  }, 180_000)
})
