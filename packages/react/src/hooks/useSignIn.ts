import type { SignInMethod, SignInState } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

const IDLE: SignInState = { method: undefined, status: 'idle', error: undefined }

/**
 * The one sign-in under way, or the last that failed (`foyer.signIn`); views only render it.
 * With `method`, that method's sign-in only (idle while another is under way).
 */
export function useSignIn(method?: SignInMethod): SignInState {
  const state = useStore(useFoyer().signIn)
  return method === undefined || state.method === method ? state : IDLE
}
