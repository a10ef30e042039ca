import encodeQR from 'qr'
import { useMemo } from 'react'

type QrCodeProps = {
  value: string
  /** Accessible name of the code (what it is for). */
  label: string
  /** An image for the middle (the wallet's), over cleared modules; the high error correction keeps it readable. */
  imageUrl?: string
  size?: number
}

/** A QR code as one SVG path, from the raw modules of `qr` (no canvas, no innerHTML). */
export function QrCode({ value, label, imageUrl, size = 280 }: QrCodeProps) {
  const { path, count } = useMemo(() => {
    const modules = encodeQR(value, 'raw', { ecc: 'high', border: 2 })
    const n = modules.length
    // Clear the middle fifth for the image.
    const hole = imageUrl ? Math.floor(n / 5) | 1 : 0
    const from = (n - hole) / 2
    const inHole = (x: number, y: number) =>
      hole > 0 && x >= from && x < from + hole && y >= from && y < from + hole
    let d = ''
    modules.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on && !inHole(x, y)) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, count: n }
  }, [value, imageUrl])
  const imageSize = count / 5
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
      {imageUrl && (
        <image
          href={imageUrl}
          x={(count - imageSize) / 2}
          y={(count - imageSize) / 2}
          width={imageSize}
          height={imageSize}
        />
      )}
    </svg>
  )
}
