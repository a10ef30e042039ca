import type { Locale } from '@foyer/protocol'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { frameLocale, frameStrings, speak } from '../locale/frameStrings'
import { describeApproval } from './describeApproval'

export type ApprovalCardOptions = {
  document: Document
  container: HTMLElement
  /** The dapp name the app synced, shown on the card. */
  dappName?: () => string | undefined
  /** The language the app synced (the browser's until then). */
  locale?: () => Locale | undefined
}

/**
 * The frame's own approval UI (plain DOM, text only): what is asked, for which account and
 * chain, with Approve and Reject. Resolves true only on the visitor's click on Approve; Reject,
 * Escape or an abort resolve false. One card at a time; later requests wait their turn.
 */
export function createApprovalCard(options: ApprovalCardOptions) {
  const { document, container } = options
  let queue: Promise<unknown> = Promise.resolve()

  function show(request: ApprovalRequest, signal?: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (signal?.aborted) return resolve(false)
      const locale = frameLocale(options.locale?.())
      const words = frameStrings(locale).approval
      const description = describeApproval(request, options.dappName?.(), words)
      const titleId = `foyer-approval-title-${crypto.randomUUID()}`
      const card = document.createElement('section')
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-modal', 'true')
      card.setAttribute('aria-labelledby', titleId)
      card.className = 'foyer-approval'
      speak(card, locale)
      const title = document.createElement('h2')
      title.id = titleId
      title.textContent = description.title
      const list = document.createElement('dl')
      for (const row of description.rows) {
        const term = document.createElement('dt')
        term.textContent = row.label
        const value = document.createElement('dd')
        value.textContent = row.value
        list.append(term, value)
      }
      const reject = document.createElement('button')
      reject.type = 'button'
      reject.textContent = words.reject
      reject.setAttribute('aria-label', words.rejectLabel(description.title))
      const approve = document.createElement('button')
      approve.type = 'button'
      approve.textContent = words.approve
      approve.setAttribute('aria-label', words.approveLabel(description.title))
      const actions = document.createElement('div')
      actions.className = 'foyer-approval-actions'
      actions.append(reject, approve)
      card.append(title, list, actions)

      const previousFocus = document.activeElement as HTMLElement | null
      const finish = (approved: boolean) => {
        card.remove()
        previousFocus?.focus?.()
        signal?.removeEventListener('abort', onAbort)
        resolve(approved)
      }
      const onAbort = () => finish(false)
      approve.addEventListener('click', () => finish(true), { once: true })
      reject.addEventListener('click', () => finish(false), { once: true })
      card.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') finish(false)
        if (event.key === 'Tab') {
          // Focus stays on the card's two buttons while it is open.
          event.preventDefault()
          ;(document.activeElement === reject ? approve : reject).focus()
        }
      })
      signal?.addEventListener('abort', onAbort, { once: true })
      container.append(card)
      reject.focus()
    })
  }

  return {
    approve(request: ApprovalRequest, signal?: AbortSignal): Promise<boolean> {
      const turn = queue.then(() => show(request, signal))
      queue = turn.catch(() => undefined)
      return turn
    },
  }
}
