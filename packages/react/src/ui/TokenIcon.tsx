import { WalletImage } from './WalletImage'

/** A token's icon (the API's), or its monogram. Decorative: its name or symbol is beside it. */
export function TokenIcon({ symbol, src }: { symbol: string; src: string }) {
  return <WalletImage name={symbol} src={src || undefined} />
}
