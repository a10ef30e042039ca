import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { TestWalletOptions } from './options'

const GLOBAL_NAME = '__foyerTestWalletBundle'
const ENTRY = fileURLToPath(new URL('./testWallet.ts', import.meta.url))

let bundle: Promise<string> | undefined

/** The test wallet bundled for the browser as an IIFE; built once per test worker. */
export function testWalletBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL_NAME,
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0]
    if (!file) throw new Error('esbuild produced no test wallet bundle')
    return file.text
  })
  return bundle
}

/** The init script that installs the test wallet with `options` before the page's own scripts. */
export async function testWalletScript(options: TestWalletOptions): Promise<string> {
  return `${await testWalletBundle()}\n${GLOBAL_NAME}.installTestWallet(${JSON.stringify(options)});`
}
