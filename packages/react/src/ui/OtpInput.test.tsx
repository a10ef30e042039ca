import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OTP_LENGTH, OtpInput } from './OtpInput'

function setup(props: { disabled?: boolean } = {}) {
  const onComplete = vi.fn()
  render(<OtpInput onComplete={onComplete} label="Verification code" {...props} />)
  const boxes = Array.from({ length: OTP_LENGTH }, (_, index) =>
    screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${index + 1} of ${OTP_LENGTH}` }),
  )
  const values = () => boxes.map((box) => box.value).join(',')
  return { onComplete, boxes, values, user: userEvent.setup() }
}

/** Pastes `text` into `box` as the clipboard gives it. */
function paste(box: HTMLInputElement, text: string) {
  fireEvent.paste(box, { clipboardData: { getData: () => text } })
}

describe('OtpInput', () => {
  it('is a group of six digit boxes, the first focused', () => {
    const { boxes } = setup()
    expect(OTP_LENGTH).toBe(6)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
    expect(boxes).toHaveLength(6)
    expect(document.activeElement).toBe(boxes[0])
  })

  it('typing a digit moves the focus to the next box', async () => {
    const { boxes, values, user, onComplete } = setup()
    await user.keyboard('1')
    expect(document.activeElement).toBe(boxes[1])
    await user.keyboard('2')
    expect(document.activeElement).toBe(boxes[2])
    expect(values()).toBe('1,2,,,,')
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('typing six digits completes once with the full code', async () => {
    const { values, user, onComplete } = setup()
    await user.keyboard('123456')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('ignores a character that is not a digit', async () => {
    const { boxes, values, user } = setup()
    await user.keyboard('a- ')
    expect(values()).toBe(',,,,,')
    expect(document.activeElement).toBe(boxes[0])
    await user.keyboard('7x')
    expect(values()).toBe('7,,,,,')
    expect(document.activeElement).toBe(boxes[1])
  })

  it('Backspace in an empty box clears the one before and goes back to it', async () => {
    const { boxes, values, user } = setup()
    await user.keyboard('12')
    expect(document.activeElement).toBe(boxes[2])
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1,,,,,')
    expect(document.activeElement).toBe(boxes[1])
    await user.keyboard('{Backspace}')
    expect(values()).toBe(',,,,,')
    expect(document.activeElement).toBe(boxes[0])
    await user.keyboard('{Backspace}')
    expect(document.activeElement).toBe(boxes[0])
  })

  it('Backspace in a filled box clears it and stays', async () => {
    const { boxes, values, user } = setup()
    await user.keyboard('12')
    await user.click(boxes[1] as HTMLInputElement)
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1,,,,,')
    expect(document.activeElement).toBe(boxes[1])
  })

  it("pasting '123456' into the first box fills every box and completes", () => {
    const { boxes, values, onComplete } = setup()
    paste(boxes[0] as HTMLInputElement, '123456')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
    expect(document.activeElement).toBe(boxes[5])
  })

  it('pasting from the clipboard into the focused first box completes', async () => {
    const { values, user, onComplete } = setup()
    await user.paste('123456')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('pasting keeps the digits only', () => {
    const { boxes, values, onComplete } = setup()
    paste(boxes[0] as HTMLInputElement, ' 12-34 56 ')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('pasting text without digits changes nothing', () => {
    const { boxes, values, onComplete } = setup()
    paste(boxes[0] as HTMLInputElement, 'code: none')
    expect(values()).toBe(',,,,,')
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('pasting into a later box fills from there and drops what does not fit', async () => {
    const { boxes, values, user, onComplete } = setup()
    await user.keyboard('12')
    paste(boxes[2] as HTMLInputElement, '3456789')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('a pasted part of a code fills on and waits for the rest', async () => {
    const { boxes, values, user, onComplete } = setup()
    paste(boxes[0] as HTMLInputElement, '123')
    expect(values()).toBe('1,2,3,,,')
    expect(document.activeElement).toBe(boxes[3])
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('456')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('a code autofilled into the first box fills every box and completes', () => {
    const { boxes, values, onComplete } = setup()
    fireEvent.change(boxes[0] as HTMLInputElement, { target: { value: '654321' } })
    expect(values()).toBe('6,5,4,3,2,1')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321')
  })

  it('typing into a filled box replaces its digit', async () => {
    const { boxes, values, user } = setup()
    await user.keyboard('12')
    await user.click(boxes[0] as HTMLInputElement)
    await user.keyboard('{End}9')
    expect(values()).toBe('9,2,,,,')
    expect(document.activeElement).toBe(boxes[1])
  })

  it('is disabled as a whole', () => {
    setup({ disabled: true })
    expect(
      (screen.getByRole('group', { name: 'Verification code' }) as HTMLFieldSetElement).disabled,
    ).toBe(true)
  })
})
