import type { RemoteSocial } from '@foyer/protocol'
import { SOCIAL_LOGOS } from './socialLogos'

/**
 * A provider's own mark (simple-icons, CC0: socialLogos.ts) on a tile of its colour; drawn inline
 * so it shows with the modal, with no request. Decorative: the provider's name is beside it.
 */
export function SocialMark({ social }: { social: RemoteSocial }) {
  const { background, ink, path } = SOCIAL_LOGOS[social]
  return (
    <span className="wallet-image social-mark" style={{ background }}>
      <svg viewBox="0 0 24 24" fill={ink} aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </span>
  )
}
