/**
 * The strings shown before the modal loads (connect button, toasts, a modal that failed to load):
 * the page's initial code carries only these; the rest of `en` loads with the modal.
 */
export const baseStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  modalLoadFailed: 'The wallet window could not load. Check your connection and try again.',
  notifications: 'Notifications',
} as const
