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
export const RefreshIcon = () => <Icon d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
export const SendIcon = () => <Icon d="M7 17L17 7M9 7h8v8" />
export const ReceiveIcon = () => <Icon d="M17 7L7 17M15 17H7V9" />
