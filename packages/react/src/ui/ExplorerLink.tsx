import { useStrings } from '../hooks/useStrings'
import { ExternalIcon } from './icons'

/** "View on <explorer>": `href` in a new tab. */
export function ExplorerLink({
  href,
  explorerName,
  testId,
}: {
  href: string
  explorerName: string
  testId?: string
}) {
  const strings = useStrings()
  return (
    <a href={href} target="_blank" rel="noreferrer" data-testid={testId}>
      {strings.viewOnExplorer(explorerName)} <ExternalIcon />
    </a>
  )
}
