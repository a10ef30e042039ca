import {
  FoyerError,
  type FrameEventPayload,
  type FramePromptKind,
  type Locale,
  type RecoveryRecord,
} from '@foyer/protocol'
import type { Hex } from 'viem'
import type { FrameStrings } from '../locale/en'
import { errorWords, frameLocale, frameStrings, speak } from '../locale/frameStrings'
import type { PasskeyCeremonies, PasskeyPrf } from '../passkeys/passkeyCeremonies'
import { cancelButton, openFramePrompt, passwordField, promptButton } from '../ui/framePrompt'
import type { LiveTheme } from '../ui/liveTheme'
import { isStrongRecoveryPassword } from './passwordStrength'
import type { RecoveryContext, RecoveryKey } from './recoveryKey'
import { type PasswordMethod, unwrapWithPasskey, unwrapWithPassword } from './recoveryWraps'

export type RecoveryPromptsDeps = {
  document: Document
  container: HTMLElement
  passkeys?: Pick<PasskeyCeremonies, 'register' | 'evaluate'>
  /** APPROVAL_REQUIRED {kind} when a prompt opens, APPROVAL_DONE when it closes. */
  emit?: (type: 'APPROVAL_REQUIRED' | 'APPROVAL_DONE', payload?: FrameEventPayload) => void
  /** The clipboard of the export prompt's Copy button. */
  clipboard?: Pick<Clipboard, 'writeText'>
  /** The language the app synced (the browser's until then). */
  locale?: () => Locale | undefined
  /** The kit's theme (SYNC_THEME), the approval card's, applied while a prompt is open. */
  theme?: LiveTheme
}

/** What the visitor chose in the protect prompt. */
export type ProtectChoice =
  | { kind: 'passkey'; passkey: PasskeyPrf }
  | { kind: 'password'; password: string }

export type RecoveryPrompts = ReturnType<typeof createRecoveryPrompts>

/**
 * The frame's own recovery prompts (in its approvals container; the page sees only the events):
 * restore (open the wallet on this device with a passkey or the recovery password), protect
 * (create a passkey, or set a recovery password), export (show the private key here).
 * Escape dismisses; an abort (RPC_ABORT) rejects REQUEST_ABORTED.
 */
export function createRecoveryPrompts(deps: RecoveryPromptsDeps) {
  const { document } = deps
  const language = () => frameLocale(deps.locale?.())

  /** Opens a prompt of `kind`, runs `fill`, and settles as it says; events around it. */
  function run<T>(
    kind: FramePromptKind,
    title: string,
    dismissed: FoyerError,
    signal: AbortSignal | undefined,
    fill: (
      prompt: ReturnType<typeof openFramePrompt>,
      done: (value: T) => void,
      fail: (error: unknown) => void,
    ) => void,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      deps.emit?.('APPROVAL_REQUIRED', { kind })
      let settled = false
      const settle = (action: () => void) => {
        if (settled) return
        settled = true
        prompt.close()
        deps.emit?.('APPROVAL_DONE')
        action()
      }
      const prompt = openFramePrompt({
        document,
        container: deps.container,
        title,
        ...(signal ? { signal } : {}),
        ...(deps.theme ? { theme: deps.theme } : {}),
        onDismiss: (reason) =>
          settle(() => reject(reason === 'abort' ? new FoyerError('REQUEST_ABORTED') : dismissed)),
      })
      speak(prompt.card, language())
      fill(
        prompt,
        (value) => settle(() => resolve(value)),
        (error) => settle(() => reject(error)),
      )
    })
  }

  /**
   * The controls that unwrap RK with one of `record`'s methods: "Use passkey" (a get limited to
   * the wraps' credential ids) and the recovery password with "Open with password". Errors are
   * shown in the prompt; the visitor may try again.
   */
  function methodControls(
    prompt: ReturnType<typeof openFramePrompt>,
    record: RecoveryRecord,
    context: RecoveryContext,
    onKey: (rk: RecoveryKey) => void,
    strings: FrameStrings,
    passwordLabel = strings.recovery.openWithPassword,
  ): HTMLElement | undefined {
    const attempt = async (unwrap: () => Promise<RecoveryKey>) => {
      prompt.error('')
      prompt.busy(true)
      try {
        onKey(await unwrap())
      } catch (error) {
        prompt.busy(false)
        prompt.error(errorWords(strings, error))
      }
    }
    const credentialIds = record.methods.flatMap((m) =>
      m.kind === 'passkey' ? [m.credentialId] : [],
    )
    const password = record.methods.find((m): m is PasswordMethod => m.kind === 'password')
    let first: HTMLElement | undefined
    const passkeys = deps.passkeys
    if (credentialIds.length > 0 && passkeys) {
      const button = promptButton(
        document,
        strings.recovery.usePasskey,
        () =>
          attempt(async () =>
            unwrapWithPasskey(record.methods, await passkeys.evaluate(credentialIds), context),
          ),
        'primary',
      )
      prompt.card.append(button)
      first = button
    }
    if (password) {
      const field = passwordField(document, strings.recovery.recoveryPassword, 'current-password')
      const open = () => attempt(() => unwrapWithPassword(password, field.input.value, context))
      field.input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') open()
      })
      if (first) prompt.card.append(orLine(document, strings.recovery.or))
      prompt.card.append(
        field.wrapper,
        promptButton(document, passwordLabel, open, first ? 'secondary' : 'primary'),
      )
      first ??= field.input
    }
    return first
  }

  return {
    /** The restore prompt (kind 'restore'): RK, or RECOVERY_NEEDED when the visitor dismisses it. */
    restore(record: RecoveryRecord, context: RecoveryContext, signal?: AbortSignal) {
      const strings = frameStrings(language())
      const words = strings.recovery
      return run<RecoveryKey>(
        'restore',
        words.restoreTitle,
        new FoyerError('RECOVERY_NEEDED'),
        signal,
        (prompt, done, fail) => {
          const text = document.createElement('p')
          text.textContent = words.restoreText
          prompt.card.append(text)
          const first = methodControls(prompt, record, context, done, strings)
          prompt.card.append(
            cancelButton(document, words.cancel, () => fail(new FoyerError('RECOVERY_NEEDED'))),
          )
          ;(first ?? prompt.card.querySelector('button'))?.focus()
        },
      )
    },

    /** The protect prompt (kind 'protect'): a new passkey's PRF output, or a checked password. */
    protect(token: string, signal?: AbortSignal) {
      const strings = frameStrings(language())
      const words = strings.recovery
      return run<ProtectChoice>(
        'protect',
        words.protectTitle,
        new FoyerError('USER_REJECTED'),
        signal,
        (prompt, done, fail) => {
          const text = document.createElement('p')
          text.textContent = words.protectText
          prompt.card.append(text)
          const passkeys = deps.passkeys
          let first: HTMLElement | undefined
          if (passkeys) {
            const create = promptButton(
              document,
              words.createPasskey,
              async () => {
                prompt.error('')
                prompt.busy(true)
                try {
                  done({ kind: 'passkey', passkey: await passkeys.register(token) })
                } catch (error) {
                  prompt.busy(false)
                  prompt.error(errorWords(strings, error))
                }
              },
              'primary',
            )
            prompt.card.append(create, orLine(document, words.or))
            first = create
          }
          const password = passwordField(document, words.recoveryPassword, 'new-password')
          const confirm = passwordField(document, words.repeatPassword, 'new-password')
          const set = () => {
            if (!isStrongRecoveryPassword(password.input.value)) {
              prompt.error(strings.errors.WEAK_RECOVERY_PASSWORD)
            } else if (password.input.value !== confirm.input.value) {
              prompt.error(words.passwordsDiffer)
            } else {
              done({ kind: 'password', password: password.input.value })
            }
          }
          prompt.card.append(
            password.wrapper,
            confirm.wrapper,
            promptButton(document, words.setPassword, set, first ? 'secondary' : 'primary'),
            cancelButton(document, words.cancel, () => fail(new FoyerError('USER_REJECTED'))),
          )
          ;(first ?? password.input).focus()
        },
      )
    },

    /**
     * The export prompt (kind 'export'): a warning, then a fresh confirmation in the frame (the
     * click on "Show private key"; with the wallet's method when it has one), then the key shown
     * here with Copy and Done. Resolves when the visitor presses Done; nothing leaves the frame.
     */
    exportKey(
      key: Hex,
      check: { record: RecoveryRecord; context: RecoveryContext } | undefined,
      signal?: AbortSignal,
    ) {
      const strings = frameStrings(language())
      const words = strings.recovery
      return run<void>(
        'export',
        words.exportTitle,
        new FoyerError('USER_REJECTED'),
        signal,
        (prompt, done, fail) => {
          const warning = document.createElement('p')
          warning.className = 'foyer-warning'
          warning.setAttribute('role', 'note')
          warning.textContent = words.exportWarning
          prompt.card.append(warning)
          const show = () => {
            for (const child of [...prompt.card.children]) {
              if (child.tagName !== 'H2' && child.getAttribute('role') !== 'alert') child.remove()
            }
            prompt.error('')
            const value = document.createElement('output')
            value.className = 'foyer-private-key'
            value.setAttribute('aria-label', words.privateKey)
            value.textContent = key
            // Hex reads left to right in every language.
            value.dir = 'ltr'
            const copy = promptButton(document, words.copy, () => {
              deps.clipboard
                ?.writeText(key)
                .then(() => {
                  // Says it worked, then reads Copy again.
                  copy.textContent = words.copied
                  setTimeout(() => {
                    copy.textContent = words.copy
                  }, COPIED_MS)
                })
                .catch(() => prompt.error(words.copyFailed))
            })
            const finish = promptButton(
              document,
              words.done,
              () => {
                value.textContent = ''
                done()
              },
              'primary',
            )
            prompt.card.append(warning, value, copy, finish)
            finish.focus()
          }
          let first: HTMLElement | undefined
          if (check && check.record.methods.length > 0) {
            const ask = document.createElement('p')
            ask.textContent = words.confirmToShow
            prompt.card.append(ask)
            first = methodControls(
              prompt,
              check.record,
              check.context,
              () => show(),
              strings,
              words.showPrivateKey,
            )
          } else {
            first = promptButton(document, words.showPrivateKey, show, 'primary')
            prompt.card.append(first)
          }
          prompt.card.append(
            cancelButton(document, words.cancel, () => fail(new FoyerError('USER_REJECTED'))),
          )
          first?.focus()
        },
      )
    },
  }
}

/** How long the Copy button reads "Copied". */
const COPIED_MS = 2000

/** "or" between a passkey and a password: two ways, either one is enough. */
function orLine(document: Document, text: string): HTMLElement {
  const line = document.createElement('p')
  line.className = 'foyer-prompt-or'
  line.textContent = text
  return line
}
