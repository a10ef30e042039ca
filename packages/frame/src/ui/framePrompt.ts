import type { LiveTheme } from './liveTheme'

/**
 * One frame-owned dialog (plain DOM, text only) in the approvals container: a titled
 * `role=dialog`, an error line (`role=alert`), Tab kept inside, Escape and an abort close it.
 * It is a card like the approval card (same theme, kept live while open, same buttons); the
 * prompts (recovery/recoveryPrompts.ts) fill it with their controls.
 */
export type FramePrompt = {
  card: HTMLElement
  /** Shows `message` in the error line (empty clears it). */
  error(message: string): void
  /** Disables every control while a step runs. */
  busy(on: boolean): void
  close(): void
}

export type FramePromptOptions = {
  document: Document
  container: HTMLElement
  title: string
  /** The kit's theme (SYNC_THEME), applied while the prompt is open. */
  theme?: LiveTheme
  /** Called once when Escape or the signal closes the prompt (not on close()). */
  onDismiss(reason: 'escape' | 'abort'): void
  signal?: AbortSignal
}

export function openFramePrompt(options: FramePromptOptions): FramePrompt {
  const { document } = options
  const titleId = `foyer-prompt-title-${crypto.randomUUID()}`
  const card = document.createElement('section')
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-modal', 'true')
  card.setAttribute('aria-labelledby', titleId)
  card.className = 'foyer-card foyer-prompt'
  const untheme = options.theme?.attach(card)
  const title = document.createElement('h2')
  title.id = titleId
  title.textContent = options.title
  const alert = document.createElement('p')
  alert.setAttribute('role', 'alert')
  alert.className = 'foyer-prompt-error'
  card.append(title, alert)
  const previousFocus = document.activeElement as HTMLElement | null
  let closed = false

  const controls = () =>
    [...card.querySelectorAll<HTMLElement>('button, input')].filter(
      (element) => !(element as HTMLButtonElement).disabled && !element.hidden,
    )
  const close = () => {
    if (closed) return
    closed = true
    untheme?.()
    card.remove()
    options.signal?.removeEventListener('abort', onAbort)
    previousFocus?.focus?.()
  }
  const dismiss = (reason: 'escape' | 'abort') => {
    if (closed) return
    close()
    options.onDismiss(reason)
  }
  const onAbort = () => dismiss('abort')
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss('escape')
    if (event.key === 'Tab') {
      const list = controls()
      if (list.length === 0) return
      const at = list.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : (at + 1) % list.length
      event.preventDefault()
      list[next]?.focus()
    }
  })
  options.signal?.addEventListener('abort', onAbort, { once: true })
  options.container.append(card)
  if (options.signal?.aborted) queueMicrotask(onAbort)

  return {
    card,
    error(message) {
      alert.textContent = message
    },
    busy(on) {
      for (const element of card.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
        'button, input',
      )) {
        element.disabled = on
      }
    },
    close,
  }
}

/**
 * The card's button looks: the prompt's main action (the accent), another action, and the way
 * out (Cancel, quiet, at the card's foot like the approval card's actions).
 */
export type ButtonKind = 'primary' | 'secondary' | 'quiet'

/** A button with its visible text as its accessible name. */
export function promptButton(
  document: Document,
  text: string,
  onClick: () => void,
  kind: ButtonKind = 'secondary',
) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `foyer-button foyer-button-${kind}`
  button.textContent = text
  button.addEventListener('click', onClick)
  return button
}

/** The prompt's way out: Cancel, quiet, at the card's foot. */
export function cancelButton(document: Document, text: string, onCancel: () => void) {
  return promptButton(document, text, onCancel, 'quiet')
}

/** A labelled password field (its label is its accessible name). */
export function passwordField(document: Document, label: string, autocomplete: string) {
  const wrapper = document.createElement('label')
  const text = document.createElement('span')
  text.textContent = label
  const input = document.createElement('input')
  input.type = 'password'
  // A password reads left to right in every language.
  input.dir = 'ltr'
  input.setAttribute('autocomplete', autocomplete)
  wrapper.append(text, input)
  return { wrapper, input }
}
