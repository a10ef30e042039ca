import type { WalletIcon } from '@wallet-standard/base'

/** A square SVG icon with `letter` on `color`, as the data URI the Wallet Standard asks for. */
export function walletIcon(letter: string, color: string): WalletIcon {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
    `<rect width='32' height='32' rx='8' fill='${color}'/>` +
    `<text x='16' y='22' font-size='16' text-anchor='middle' fill='#fff' font-family='sans-serif'>${letter}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
