import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { MultichainWalletOptions } from './multichainWallets'
import type { TestWalletOptions } from './options'

const GLOBAL_NAME = '__foyerTestWalletBundle'
const ENTRY = fileURLToPath(new URL('./testWallet.ts', import.meta.url))
const MULTICHAIN_GLOBAL_NAME = '__foyerMultichainWalletBundle'
const MULTICHAIN_ENTRY = fileURLToPath(new URL('./multichainWallets.ts', import.meta.url))

let bundle: Promise<string> | undefined
let multichainBundle: Promise<string> | undefined

/** The test wallet bundled for the browser as an IIFE; built once per test worker. */
export function testWalletBundle(): Promise<string> {
  bundle ??= browserBundle(ENTRY, GLOBAL_NAME)
  return bundle
}

/** The Solana and Bitcoin test wallets (multichainWallets.ts), bundled apart: only specs that use them pay for them. */
export function multichainWalletBundle(): Promise<string> {
  multichainBundle ??= browserBundle(MULTICHAIN_ENTRY, MULTICHAIN_GLOBAL_NAME)
  return multichainBundle
}

function browserBundle(entry: string, globalName: string): Promise<string> {
  return build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    // The workspace packages (@foyer/protocol) from their TypeScript sources.
    conditions: ['@foyer/source'],
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0]
    if (!file) throw new Error(`esbuild produced no bundle of ${entry}`)
    return file.text
  })
}

/** The init script that installs the test wallet with `options` before the page's own scripts. */
export async function testWalletScript(options: TestWalletOptions): Promise<string> {
  return `${await testWalletBundle()}\n${GLOBAL_NAME}.installTestWallet(${JSON.stringify(options)});`
}

/** The init script that installs the Solana and Bitcoin test wallets with `options`. */
export async function multichainWalletScript(options: MultichainWalletOptions): Promise<string> {
  return `${await multichainWalletBundle()}\n${MULTICHAIN_GLOBAL_NAME}.installMultichainWallets(${JSON.stringify(options)});`
}
