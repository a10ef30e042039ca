/** Small stroke icons; decorative, so hidden from assistive technology. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export const BackIcon = () => <Icon d="M15 18l-6-6 6-6" />
export const CloseIcon = () => <Icon d="M18 6L6 18M6 6l12 12" />
export const CopyIcon = () => <Icon d="M9 9h10v10H9zM5 15V5h10" />
export const ExternalIcon = () => <Icon d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
