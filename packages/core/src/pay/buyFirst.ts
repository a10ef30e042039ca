import type { ErrorNotice } from '../errors/errorNotice'
import type { OnrampFlow } from '../onramp/createOnrampFlow'
import type { OnrampState } from '../onramp/onrampState'
import type { PayContext } from './payContext'

/**
 * Buying first: hands the planned purchase to its provider (the window opens now, within the
 * click) and waits until it is delivered: true then; false after marking why it failed.
 */
export function createBuyFirst(
  ctx: PayContext,
): (id: number, onramp: OnrampFlow) => Promise<boolean> {
  const { deps, setProgress } = ctx
  return async function buyFirst(id, onramp) {
    if (onramp.get().step !== 'quoted') {
      // The purchase's quote went (Buy was opened since): planned again from the start.
      setProgress(id, { step: 'failed', error: { code: 'PAY_PURCHASE_FAILED' } }, { buy: 'failed' })
      return false
    }
    setProgress(id, { step: 'buying' }, { buy: 'wallet' })
    const handed = onramp.handOff({ view: false })
    const ended = new Promise<OnrampState>((resolve) => {
      const check = (state: OnrampState) => {
        if (
          state.step === 'completed' ||
          state.step === 'failed' ||
          (state.step === 'quoted' && state.error) ||
          // A provider the API cannot follow: Pay cannot know when its tokens arrive.
          (state.step === 'pending' && state.purchase && !state.purchase.id)
        ) {
          stop()
          resolve(state)
        }
      }
      const stop = onramp.subscribe(check)
      check(onramp.get())
    })
    await handed
    const state = await ended
    if (id !== ctx.attempts.current()) return false
    if (state.step === 'completed') {
      setProgress(id, {}, { buy: 'done' })
      // Closed (cancelled) while buying: the tokens are in, but nothing is paid unasked.
      if (ctx.payment.waiting()) return true
      setProgress(id, { step: 'failed', error: { code: 'PAY_CANCELLED' } })
      return false
    }
    const purchase = state.purchase
    const error: ErrorNotice =
      state.step === 'quoted' && state.error
        ? state.error
        : purchase?.failureCode
          ? { code: purchase.failureCode }
          : { code: 'PAY_PURCHASE_FAILED', details: purchase?.failure }
    setProgress(id, { step: 'failed', error }, { buy: 'failed' })
    deps.modal.shake()
    return false
  }
}
