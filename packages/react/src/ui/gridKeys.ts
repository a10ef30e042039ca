/** The index arrow keys, Home and End move to in a grid of `count` items, `columns` wide. */
export function gridTarget(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  const target =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'ArrowDown'
          ? index + columns
          : key === 'ArrowUp'
            ? index - columns
            : key === 'Home'
              ? 0
              : key === 'End'
                ? count - 1
                : undefined
  if (target === undefined) return undefined
  return Math.min(Math.max(target, 0), count - 1)
}
