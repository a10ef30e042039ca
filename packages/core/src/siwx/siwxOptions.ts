/** Sign in with the wallet (SIWX: EIP-4361 on eip155, CAIP-122 on solana and bip122): FoyerOptions.siwx. */
export type SiwxOptions = {
  /**
   * Whether the visitor must sign in: refusing or cancelling then disconnects the wallet.
   * Otherwise (default) cancelling just closes the modal, and the page stays connected.
   */
  required?: boolean
  /** End the session when the wallet disconnects (docs/product.md: on by default). */
  signOutOnDisconnect?: boolean
  /** The sentence the message asks the visitor to agree to (EIP-4361 statement). */
  statement?: string
  /**
   * Where the session routes are called (default: `apiUrl`). The session is an httpOnly cookie
   * of that host, so it must be on the page's site (e.g. `api.example.com` for
   * `app.example.com`): browsers that block third-party cookies drop it otherwise.
   */
  apiUrl?: string
}
