import { EN_ERROR_MESSAGES, type ErrorMessages } from '@foyer/protocol'

/**
 * The strings shown before the modal loads (connect button, toasts, a modal that failed to load):
 * the page's initial code carries only these; the rest of `en` loads with the modal.
 */
export const baseStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  modalLoadFailed: 'The wallet window could not load. Check your connection and try again.',
  notifications: 'Notifications',
  /** The connect button's network button on a network the app does not support. */
  wrongNetwork: 'Wrong network',
  /** The network button's name: it opens the Networks view. */
  networkButton: (network: string) => `Network: ${network}`,
  /**
   * The words of every error code (a toast can carry one before the modal loads). The product’s
   * own messages keep their exact wording (docs/product.md, Errors). A dapp's `strings.errors`
   * replaces the words of the codes it names and keeps the others.
   */
  errors: EN_ERROR_MESSAGES as ErrorMessages,
  /** An error's words and the detail from outside it carries (e.g. a provider's access_denied). */
  errorWithDetails: (words: string, details: string) => `${words}: ${details}`,
} as const

/** The base strings' type, words as `string` (a translation's). */
export type BaseStrings = {
  readonly [K in keyof typeof baseStrings]: (typeof baseStrings)[K] extends string
    ? string
    : (typeof baseStrings)[K]
}
