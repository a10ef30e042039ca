import type { TestWalletInfo, TestWalletProvider } from './control'

const ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
  "<rect width='32' height='32' rx='8' fill='#2f4bd8'/>" +
  "<path d='M8 11h16v11H8z' fill='#fff'/><circle cx='20' cy='16.5' r='2' fill='#2f4bd8'/></svg>"

export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export function testWalletInfo(): TestWalletInfo {
  return Object.freeze({
    uuid: randomUuid(),
    name: 'Foyer Test Wallet',
    icon: TEST_WALLET_ICON,
    rdns: 'dev.foyer.testwallet',
  })
}

/**
 * Announces the provider by EIP-6963 now and on every `eip6963:requestProvider`, `times` times
 * each (the same frozen detail every time).
 */
export function announceProvider(
  info: TestWalletInfo,
  provider: TestWalletProvider,
  times: number,
): void {
  const detail = Object.freeze({ info, provider })
  const announce = () => {
    for (let i = 0; i < times; i++) {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
