import { useState } from 'react'

type WalletImageProps = { name: string; src?: string; large?: boolean }

/**
 * A monogram's background for `name`: a hue from a hash of it, dark enough (30 % lightness) that
 * white text reaches 4.5:1 at every hue, so wallets without an icon still look apart.
 */
export function monogramColour(name: string): string {
  let hash = 2166136261
  for (let index = 0; index < name.length; index++) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 16777619)
  }
  return `hsl(${(hash >>> 0) % 360} 55% 30%)`
}

/**
 * The wallet's (or network's) own icon, or a monogram when it has none or it fails to load.
 * Decorative: the name is beside it.
 */
export function WalletImage({ name, src, large = false }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const className = large ? 'wallet-image large' : 'wallet-image'
  if (src && src !== failed) {
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  }
  return (
    <span
      className={`${className} monogram`}
      style={{ background: monogramColour(name), color: '#ffffff' }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
