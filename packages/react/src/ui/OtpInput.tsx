import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useStrings } from '../hooks/useStrings'

/** Digits in a one-time code (the server mails 6). */
export const OTP_LENGTH = 6

type OtpInputProps = {
  /** Called with the whole code once every box is filled. */
  onComplete(code: string): void
  disabled?: boolean
  /** The group's accessible name. */
  label: string
}

/** Six one-digit boxes: typing moves on, Backspace moves back, pasting a code fills them all. */
export function OtpInput({ onComplete, disabled, label }: OtpInputProps) {
  const strings = useStrings()
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  function update(next: string[], focus: number) {
    setDigits(next)
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus()
    if (next.every((digit) => digit !== '')) onComplete(next.join(''))
  }

  function fill(from: number, text: string) {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - from)
    if (!incoming) return
    const next = [...digits]
    for (const [offset, digit] of [...incoming].entries()) next[from + offset] = digit
    update(next, from + incoming.length)
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus()
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus()
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset className="otp" aria-label={label} disabled={disabled}>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="otp-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={strings.codeDigit(index + 1, OTP_LENGTH)}
          value={digit}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to enter in this view
          autoFocus={index === 0}
          onChange={(event) => {
            const value = event.target.value
            if (value === '') {
              const next = [...digits]
              next[index] = ''
              return setDigits(next)
            }
            // Typing into a filled box replaces its digit; an autofilled or pasted code fills on.
            fill(index, digit && value.startsWith(digit) ? value.slice(digit.length) : value)
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </fieldset>
  )
}
