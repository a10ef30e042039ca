import type { CSSProperties } from 'react'

/** How a placeholder is shaped: a list row, a grid tile, an NFT card or a line of text. */
export type SkeletonShape = 'row' | 'tile' | 'card' | 'text'

type SkeletonListProps = {
  /** What is loading, read by screen readers instead of the shapes. */
  label: string
  shape?: SkeletonShape
  count?: number
  /** Laid out as the list it stands for ('list', 'grid' of 4, 'nft-grid' of 3). */
  layout?: 'list' | 'grid' | 'nft-grid'
}

/**
 * Shimmering placeholders where a list will appear, so it does not pop in. The region is a busy
 * status named by `label`; the shapes themselves are hidden from assistive tech. Static under
 * prefers-reduced-motion (kitCss).
 */
export function SkeletonList({
  label,
  shape = 'row',
  count = 3,
  layout = 'list',
}: SkeletonListProps) {
  return (
    <div
      className={`skeleton-list ${layout}`}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="foyer-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={`skeleton ${shape}`} aria-hidden="true" />
      ))}
    </div>
  )
}

/** One line of placeholder text (a balance, a name), as wide as `width`; decorative. */
export function SkeletonText({ width = '6em', className }: { width?: string; className?: string }) {
  const style: CSSProperties = { inlineSize: width }
  return (
    <span
      className={className ? `skeleton text ${className}` : 'skeleton text'}
      style={style}
      aria-hidden="true"
    />
  )
}
