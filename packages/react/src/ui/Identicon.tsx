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
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(40, '0')
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
