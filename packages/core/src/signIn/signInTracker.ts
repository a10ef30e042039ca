import { toErrorNotice } from '../errors/toErrorNotice'
import type { Logger } from '../logger/createLogger'
import { createStore } from '../store/createStore'
import { type Attempt, latestAttempt } from '../utils/latestAttempt'
import { IDLE_SIGN_IN, type SignInMethod, type SignInState } from './signIn'

type Readable<T> = {
  get(): T
  subscribe(listener: (state: T, previous: T) => void): () => void
}

/**
 * The one SignInState and the attempt it shows: `begin` starts an attempt (the older ends),
 * `follow` projects a flow's own store onto the state while that attempt is the latest.
 */
export function createSignInTracker(logger: Pick<Logger, 'error'>) {
  const store = createStore<SignInState>(IDLE_SIGN_IN)
  const attempts = latestAttempt()
  let unfollow: (() => void) | undefined

  /** Sets the whole state (no field of the previous attempt stays). */
  function replace(state: SignInState) {
    store.set(() => state)
  }

  function stopFollowing() {
    unfollow?.()
    unfollow = undefined
  }

  return {
    store,
    replace,
    /** Starts an attempt of `method`: the state shows it starting, the older attempt ends. */
    begin(method: SignInMethod, patch: Partial<SignInState> = {}): Attempt {
      stopFollowing()
      const live = attempts.start()
      replace({ ...IDLE_SIGN_IN, method, status: 'starting', ...patch })
      return live
    },
    /** Projects `source` while `live` (projected undefined: the flow is idle, the sign-in over). */
    follow<T>(live: Attempt, source: Readable<T>, project: (state: T) => SignInState | undefined) {
      stopFollowing()
      const show = (state: T) => {
        if (!live()) return
        const next = project(state)
        replace(next ?? IDLE_SIGN_IN)
        if (!next) stop()
      }
      const unsubscribe = source.subscribe((state) => show(state))
      const stop = () => {
        unsubscribe()
        if (unfollow === stop) unfollow = undefined
      }
      unfollow = stop
      show(source.get())
    },
    /** The attempt failed before its flow reported anything (its part did not load). */
    fail(live: Attempt, error: unknown, what: string) {
      if (!live()) return
      logger.error(what, String(error))
      replace({ ...store.get(), status: 'error', error: toErrorNotice(error) })
    },
    /** Ends the attempt under way: the state is idle, late answers are ignored. */
    end() {
      stopFollowing()
      attempts.cancel()
      replace(IDLE_SIGN_IN)
    },
  }
}
