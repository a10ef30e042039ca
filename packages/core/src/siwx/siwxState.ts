import type { SiwxSession } from '@foyer/protocol'

/**
 * Where the SIWX session stands for the connected account: `idle` before the first connection,
 * `checking` while the server is asked, `signedOut` (no session for this account and chain),
 * `signingIn` while a sign-in request is out, `signedIn` with its session.
 */
export type SiwxStatus = 'idle' | 'checking' | 'signedOut' | 'signingIn' | 'signedIn'

export type SiwxState = {
  status: SiwxStatus
  session: SiwxSession | undefined
}
