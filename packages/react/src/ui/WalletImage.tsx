type WalletImageProps = { name: string; src?: string; large?: boolean }

/** The wallet's own icon, or a monogram when it has none. Decorative: the name is beside it. */
export function WalletImage({ name, src, large = false }: WalletImageProps) {
  const className = large ? 'wallet-image large' : 'wallet-image'
  if (src) return <img className={className} src={src} alt="" />
  return (
    <span className={`${className} monogram`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
