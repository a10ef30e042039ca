import type { Locale } from '@foyer/protocol'
import type { ApprovalRequest } from '../handler/approvalRequest'
import { frameLocale, frameStrings, speak } from '../locale/frameStrings'
import { createLiveTheme, type LiveTheme } from '../ui/liveTheme'
import { type ApprovalNode, type ApprovalRow, describeApproval } from './describeApproval'

export type ApprovalCardOptions = {
  document: Document
  container: HTMLElement
  /** The dapp name the app synced, shown on the card. */
  dappName?: () => string | undefined
  /** The language the app synced (the browser's until then). */
  locale?: () => Locale | undefined
  /**
   * The kit's theme (SYNC_THEME), applied while the card is open, changes included; without
   * it, the visitor's colour scheme.
   */
  theme?: LiveTheme
}

/**
 * The frame's own approval UI (plain DOM, text only, themed like the kit's modal): what is
 * asked, for which account on which network, the decoded details, with Reject and Approve. Resolves true only on the visitor's click on Approve; Reject,
 * Escape or an abort resolve false. One card at a time; later requests wait their turn.
 */
export function createApprovalCard(options: ApprovalCardOptions) {
  const { document, container } = options
  const theme = options.theme ?? createLiveTheme(document)
  let queue: Promise<unknown> = Promise.resolve()

  function show(request: ApprovalRequest, signal?: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (signal?.aborted) return resolve(false)
      const locale = frameLocale(options.locale?.())
      const words = frameStrings(locale).approval
      const description = describeApproval(request, options.dappName?.(), words, locale)
      const titleId = `foyer-approval-title-${crypto.randomUUID()}`
      const detailsId = `foyer-approval-details-${crypto.randomUUID()}`
      const card = document.createElement('section')
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-modal', 'true')
      card.setAttribute('aria-labelledby', titleId)
      card.className = 'foyer-approval foyer-card'
      const untheme = theme.attach(card)
      speak(card, locale)
      const title = document.createElement('h2')
      title.id = titleId
      title.textContent = description.title
      const summary = renderRows(document, description.rows)
      summary.classList.add('foyer-approval-summary')
      const parts: HTMLElement[] = [title, summary]
      if (description.warning) {
        const warning = document.createElement('p')
        warning.className = 'foyer-warning'
        warning.setAttribute('role', 'note')
        warning.textContent = description.warning
        parts.push(warning)
      }
      const details = document.createElement('section')
      details.className = 'foyer-approval-details'
      details.setAttribute('aria-labelledby', detailsId)
      // Scrolls when long: focusable so a keyboard can scroll it too.
      details.tabIndex = 0
      const detailsTitle = document.createElement('h3')
      detailsTitle.id = detailsId
      detailsTitle.textContent = words.details
      details.append(detailsTitle, renderNodes(document, description.details))
      parts.push(details)
      const reject = document.createElement('button')
      reject.type = 'button'
      reject.className = 'foyer-approval-reject foyer-button foyer-button-secondary'
      reject.textContent = words.reject
      reject.setAttribute('aria-label', words.rejectLabel(description.title))
      const approve = document.createElement('button')
      approve.type = 'button'
      approve.className = 'foyer-approval-approve foyer-button foyer-button-primary'
      approve.textContent = words.approve
      approve.setAttribute('aria-label', words.approveLabel(description.title))
      const actions = document.createElement('div')
      actions.className = 'foyer-approval-actions'
      actions.append(reject, approve)
      card.append(...parts, actions)

      const previousFocus = document.activeElement as HTMLElement | null
      const finish = (approved: boolean) => {
        untheme()
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
          // Focus stays in the card while it is open: its buttons, the details and their groups.
          event.preventDefault()
          const stops = focusStops(card)
          const at = stops.indexOf(document.activeElement as HTMLElement)
          const step = event.shiftKey ? -1 : 1
          stops[(at + step + stops.length) % stops.length]?.focus()
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

/** Longest value shown beside its label rather than under it. */
const SIDE_BY_SIDE_CHARS = 24

/** Where Tab goes in the card, in order (open groups' contents included). */
function focusStops(card: HTMLElement): HTMLElement[] {
  return [...card.querySelectorAll<HTMLElement>('button, summary, [tabindex="0"]')].filter(
    (element) => !element.closest('details:not([open]) > :not(summary)'),
  )
}

function renderRows(document: Document, rows: ApprovalRow[]): HTMLDListElement {
  const list = document.createElement('dl')
  for (const row of rows) list.append(renderRow(document, row))
  return list
}

/**
 * The details tree: runs of rows as description lists, a group as a disclosure
 * (details/summary, open) holding its own tree, so a keyboard can fold any part away.
 */
function renderNodes(document: Document, nodes: ApprovalNode[]): HTMLDivElement {
  const tree = document.createElement('div')
  tree.className = 'foyer-approval-tree'
  let list: HTMLDListElement | undefined
  for (const node of nodes) {
    if ('children' in node) {
      list = undefined
      const group = document.createElement('details')
      group.open = true
      const label = document.createElement('summary')
      label.textContent = node.label
      group.append(label, renderNodes(document, node.children))
      tree.append(group)
      continue
    }
    if (!list) {
      list = document.createElement('dl')
      tree.append(list)
    }
    list.append(renderRow(document, node))
  }
  return tree
}

function renderRow(document: Document, row: ApprovalRow): HTMLDivElement {
  const item = document.createElement('div')
  // A short value sits beside its label; a long one (an address, a text) gets its own line.
  if (
    row.stacked ||
    row.value.length > SIDE_BY_SIDE_CHARS ||
    row.value.includes('\n') ||
    row.note
  ) {
    item.className = 'foyer-approval-stacked'
  }
  const term = document.createElement('dt')
  term.textContent = row.label
  const value = document.createElement('dd')
  value.textContent = row.value
  if (row.code) {
    // Addresses, hex and amounts read left to right in every language.
    value.className = 'foyer-code'
    value.dir = 'ltr'
  }
  item.append(term, value)
  if (row.note) {
    const note = document.createElement('dd')
    note.className = 'foyer-approval-note'
    note.textContent = row.note
    item.append(note)
  }
  return item
}
