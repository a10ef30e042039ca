import type { SiwxMode } from './switches'

/**
 * The SIWX panel's strings (loaded with the panel, after the page; the sign-in statement, which
 * the page's first JS needs, is SIWX_STATEMENT in siwxStatement.ts).
 */
export const siwxStrings = {
  title: 'Sign in with the wallet',
  mode: 'SIWX mode',
  modes: { off: 'Off', optional: 'Optional', required: 'Required' } satisfies Record<
    SiwxMode,
    string
  >,
  status: 'Status',
  signedInAs: 'Signed in as',
  notSignedIn: 'Not signed in',
  signIn: 'Sign in',
  signOut: 'Sign out',
} as const
