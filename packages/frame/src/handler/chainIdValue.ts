/**
 * A chain id as the app sends it (number, decimal or hex string, or CAIP-2 `eip155:N`) as a
 * positive integer; undefined when it is not one.
 */
export function chainIdValue(chainId: string | number): number | undefined {
  const raw = typeof chainId === 'number' ? String(chainId) : chainId.replace(/^eip155:/, '')
  const value = /^0x[0-9a-f]+$/i.test(raw)
    ? Number.parseInt(raw, 16)
    : /^[0-9]+$/.test(raw)
      ? Number(raw)
      : Number.NaN
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
