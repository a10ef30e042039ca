import { useMemo } from 'react'

/** A 5x5 mirrored pattern from the address bytes, coloured by them too. Decorative. */
export function Identicon({ address }: { address: string }) {
  const { cells, hue } = useMemo(() => identiconCells(address), [address])
  return (
    <svg className="identicon" viewBox="0 0 5 5" aria-hidden="true" shapeRendering="crispEdges">
      <rect width="5" height="5" fill={`hsl(${hue} 60% 92%)`} />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 65% 42%)`} />
      ))}
    </svg>
  )
}

export function identiconCells(address: string): { cells: [number, number][]; hue: number } {
  const hex = addressNibbles(address)
  const nibble = (i: number) => Number.parseInt(hex[i % hex.length] ?? '0', 16)
  const cells: [number, number][] = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (nibble(y * 3 + x) % 2 === 0) continue
      cells.push([x, y])
      if (x < 2) cells.push([4 - x, y])
    }
  }
  return { cells, hue: (nibble(30) * 16 + nibble(31)) * (360 / 256) }
}

const HEX_ADDRESS = /^0x[0-9a-f]+$/i

/**
 * 32 hex digits for the pattern: an EVM address's own, otherwise (a Solana base58 or a Bitcoin
 * bech32 address, whose letters are not hex) four rounds of FNV-1a over its characters.
 */
function addressNibbles(address: string): string {
  if (HEX_ADDRESS.test(address)) return address.toLowerCase().slice(2).padEnd(40, '0')
  let digits = ''
  let hash = 0x811c9dc5
  for (let round = 0; round < 4; round++) {
    for (const char of `${round}${address}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    }
    digits += hash.toString(16).padStart(8, '0')
  }
  return digits
}
