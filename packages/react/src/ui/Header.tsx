import { useStrings } from '../hooks/useStrings'
import { BackIcon, CloseIcon } from './icons'

type HeaderProps = {
  title: string
  titleId: string
  onBack?: () => void
  onClose(): void
}

export function Header({ title, titleId, onBack, onClose }: HeaderProps) {
  const strings = useStrings()
  return (
    <div className="header">
      {onBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={strings.back}
          data-foyer-chrome=""
          onClick={onBack}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId}>{title}</h2>
      <button
        type="button"
        className="icon-button"
        aria-label={strings.close}
        data-foyer-chrome=""
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
