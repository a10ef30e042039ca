import type { RemoteSocial } from '@foyer/protocol'
import { useStrings } from '../../hooks/useStrings'

/** A provider's mark: its initial (the kit ships no third-party logos). */
export function SocialMark({ social }: { social: RemoteSocial }) {
  const strings = useStrings()
  return (
    <span className="wallet-image monogram" aria-hidden="true">
      {strings.socialNames[social].slice(0, 1)}
    </span>
  )
}
