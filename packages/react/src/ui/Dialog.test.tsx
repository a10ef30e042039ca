import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

function Harness({
  onEscape = () => {},
  named = false,
}: {
  onEscape?: () => void
  named?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          titleId="t"
          shake={false}
          focusKey="Connect"
          onEscape={() => {
            onEscape()
            setOpen(false)
          }}
          onOverlayClick={() => setOpen(false)}
        >
          <h2 id="t">Connect Wallet</h2>
          <button type="button" data-foyer-chrome="">
            Close
          </button>
          <button type="button">First wallet</button>
          <button type="button" data-foyer-focus={named ? '' : undefined}>
            Second wallet
          </button>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('keeps the page behind from scrolling while open, and gives its overflow back after', async () => {
    document.documentElement.style.overflow = 'clip'
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.documentElement.style.overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('clip')
    document.documentElement.style.overflow = ''
  })

  it('is a modal dialog labelled by its title', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })

  it('focuses the first control of the view, not the header chrome', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First wallet' }))
  })

  it('focuses the control the view names with data-foyer-focus instead', async () => {
    render(<Harness named />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second wallet' }))
  })

  it('keeps Tab inside the dialog in both directions', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Second wallet')
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Close')
    await userEvent.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('Second wallet')
  })

  it('Escape calls back and focus returns to the opener', async () => {
    const onEscape = vi.fn()
    render(<Harness onEscape={onEscape} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onEscape).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('a click on the overlay closes, a click inside does not', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.mouseDown(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    const overlay = screen.getByRole('dialog').parentElement
    if (!overlay) throw new Error('no overlay')
    fireEvent.mouseDown(overlay)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
