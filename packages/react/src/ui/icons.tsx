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
export const CheckIcon = () => <Icon d="M5 12.5l4.5 4.5L19 7.5" />
export const CopyIcon = () => <Icon d="M9 9h10v10H9zM5 15V5h10" />
export const ExternalIcon = () => <Icon d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
export const RefreshIcon = () => <Icon d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
export const SendIcon = () => <Icon d="M7 17L17 7M9 7h8v8" />
/** A bank card: buying crypto with money. */
export const BuyIcon = () => <Icon d="M3 6h18v12H3zM3 10h18M7 15h4" />
export const ReceiveIcon = () => <Icon d="M17 7L7 17M15 17H7V9" />
/** Two arrows, up and down: swapping one token for another, or its two sides changing places. */
export const SwapIcon = () => <Icon d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" />
/** A person beside a key: sign-in with a passkey (drawn for Foyer). */
export const PasskeyIcon = () => (
  <Icon d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6 1.2 0 2.3.3 3.2 1M17.5 13.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17.5 13.5V21M17.5 17h2M17.5 19.5h1.5" />
)
/** A shield: the wallet's security and recovery. */
export const ShieldIcon = () => <Icon d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
export const ChevronDownIcon = () => <Icon d="M6 9l6 6 6-6" />
export const WarningIcon = () => <Icon d="M12 4l9 16H3zM12 10v4M12 17.5v.5" />
