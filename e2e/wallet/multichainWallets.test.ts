import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { multichainWalletScript } from './bundle'

let browser: Awaited<ReturnType<typeof chromium.launch>>

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}, 30_000)
afterAll(async () => {
  await browser?.close()
})

describe('the Solana and Bitcoin test wallets in Chromium (the bundle the specs inject)', () => {
  it('register through the Wallet Standard and sign there', async () => {
    const page = await browser.newPage()
    await page.addInitScript(
      await multichainWalletScript({
        solana: { rpcUrls: { 'solana:foyerdev': 'http://127.0.0.1:9' } },
        bitcoin: { network: 'testnet' },
      }),
    )
    // A secure context (as foyer.localhost is), where WebCrypto's Ed25519 is available.
    await page.route('http://localhost/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
    )
    await page.goto('http://localhost/')
    await page.waitForFunction(() => window.__foyerSolanaTestWallet !== undefined)
    const result = await page.evaluate(async () => {
      // The app's side of the handshake, as @wallet-standard/app's getWallets does it.
      const wallets: { name: string; features: Record<string, Record<string, unknown>> }[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (...list: never[]) => wallets.push(...list) },
        }),
      )
      const solana = wallets.find((wallet) => wallet.name === 'Foyer Test Solana')
      const bitcoin = wallets.find((wallet) => wallet.name === 'Foyer Test Bitcoin')
      const connect = solana?.features['standard:connect']?.connect as () => Promise<{
        accounts: { address: string }[]
      }>
      const { accounts } = await connect()
      const sign = solana?.features['solana:signMessage']?.signMessage as (
        input: unknown,
      ) => Promise<{ signature: Uint8Array }[]>
      const [signed] = await sign({ account: accounts[0], message: new TextEncoder().encode('hi') })
      const btcConnect = bitcoin?.features['bitcoin:connect']?.connect as () => Promise<{
        accounts: { address: string }[]
      }>
      const btc = await btcConnect()
      return {
        names: wallets.map((wallet) => wallet.name),
        solanaAddress: accounts[0]?.address,
        signatureLength: signed?.signature.length,
        bitcoinAddresses: btc.accounts.map((account) => account.address),
      }
    })
    expect(result.names.sort()).toEqual(['Foyer Test Bitcoin', 'Foyer Test Solana'])
    expect(result.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(result.signatureLength).toBe(64)
    expect(result.bitcoinAddresses.map((address) => address.slice(0, 4))).toEqual(['tb1q', 'tb1p'])
    await page.close()
  }, 60_000)
})
