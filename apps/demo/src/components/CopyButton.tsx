import { useEffect, useState } from 'react'
import { strings } from '../strings'

/** Copies `text`; says so in a polite live region beside it. */
export function CopyButton({
  text,
  label,
  className,
  children,
}: {
  text: string
  /** The accessible name, when the visible text does not say what is copied. */
  label?: string
  className?: string
  children: React.ReactNode
}) {
  const [said, setSaid] = useState('')
  useEffect(() => {
    if (!said) return
    const timer = setTimeout(() => setSaid(''), 2_000)
    return () => clearTimeout(timer)
  }, [said])
  return (
    <span className="copy">
      <button
        type="button"
        className={className ?? 'ghost'}
        aria-label={label}
        onClick={() =>
          navigator.clipboard
            .writeText(text)
            .then(() => setSaid(strings.copied))
            .catch(() => setSaid(strings.copyFailed))
        }
      >
        {children}
      </button>
      <span className="copy-said" role="status">
        {said}
      </span>
    </span>
  )
}
