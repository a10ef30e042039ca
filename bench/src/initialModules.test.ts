import { describe, expect, it } from 'vitest'
import { initialModules } from './initialModules'
import { type BenchTarget, benchTargets } from './targets'

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

/**
 * What the demo must not load before its first render (bench/src/bundle.ts' budget): the kit's
 * later code as for the dapp-shaped page, and its own panels of later steps with what only they
 * need. The demo gives Foyer no wagmi config nor QueryClient of its own: its panels that call
 * wagmi's or react-query's hooks load later.
 */
const DEMO_LATER = {
  ...LATER,
  'the panels of later steps':
    /\/apps\/demo\/src\/panels\/(Sign|Send|SmartAccount|Session|Pay|Siwx|DevTokens)Panel/,
  'the PSBT signing and its sample': /\/apps\/demo\/src\/panels\/(PsbtSigning|samplePsbt)/,
  'the PSBT library': /\/node_modules\/@scure\/btc-signer\//,
  'the demo’s QueryClient': /\/apps\/demo\/src\/components\/WithQueryClient/,
  'the test funds button': /\/apps\/demo\/src\/dev\/TestFunds/,
}

/** The names of `later` whose pattern matches a module of `target`'s first load. */
async function loadedEarly(
  name: BenchTarget['name'],
  later: Record<string, RegExp>,
): Promise<string[]> {
  const target = (await benchTargets()).find((candidate) => candidate.name === name)
  if (!target) throw new Error(`no ${name} target`)
  const modules = await initialModules(target)
  expect(modules.some((id) => id.includes('/packages/react/src/provider/FoyerProvider'))).toBe(true)
  return Object.entries(later)
    .filter(([, pattern]) => modules.some((id) => pattern.test(id)))
    .map(([part]) => part)
}

describe('the dapp-shaped page’s first load', () => {
  it('carries none of the code that loads later', async () => {
    expect(await loadedEarly('dapp', LATER)).toEqual([])
  }, 180_000)
})

describe('the demo’s first load', () => {
  it('carries none of the code that loads later', async () => {
    expect(await loadedEarly('demo', DEMO_LATER)).toEqual([])
  }, 180_000)
})
