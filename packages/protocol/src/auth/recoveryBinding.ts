/**
 * What the frame and the custodian must spell alike for a sealed recovery share and its wraps
 * (docs/security.md, "Sealed recovery").
 */

/** The wallet a sealed share or wrap belongs to: its address and user id. */
export type RecoveryContext = { address: string; userId: string }

/**
 * The associated data of a sealed recovery share (`share`) or of a wrap of RK (its method kind,
 * or `custodian-release` for RK the custodian sealed again to a frame's one-off key).
 */
export function recoveryAssociatedData(context: RecoveryContext, suffix = 'share'): string {
  return `foyer-recovery-v1:${context.address.toLowerCase()}:${context.userId}:${suffix}`
}

/**
 * HKDF-SHA256 info of the key a `custodian` wrap is sealed under: the X25519 secret of the
 * frame's one-off key and the custodian's key, salt = the one-off public key then the custodian's.
 */
export const CUSTODIAN_WRAP_INFO = 'foyer recovery custodian v1'

/**
 * HKDF-SHA256 info of the key the custodian seals RK under for a release: the X25519 secret of
 * its own one-off key and the frame's `recipientPublicKey`, salt = the custodian's one-off public
 * key then the recipient's.
 */
export const CUSTODIAN_RELEASE_INFO = 'foyer recovery custodian release v1'
