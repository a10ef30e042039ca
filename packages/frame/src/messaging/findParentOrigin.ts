/**
 * The embedding page's origin: `location.ancestorOrigins[0]` where the browser has it
 * (Chromium), else the origin of `document.referrer`; undefined when neither is usable.
 */
export function findParentOrigin(input: {
  ancestorOrigins?: { readonly length: number; readonly [index: number]: string } | undefined
  referrer: string
}): string | undefined {
  const fromAncestors = input.ancestorOrigins?.length ? input.ancestorOrigins[0] : undefined
  return exactOrigin(fromAncestors) ?? (fromAncestors ? undefined : exactOrigin(input.referrer))
}

function exactOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const { origin, protocol } = new URL(value)
    if (origin === 'null' || (protocol !== 'http:' && protocol !== 'https:')) return undefined
    return origin
  } catch {
    return undefined
  }
}
