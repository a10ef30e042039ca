import type { Foyer } from '@foyer/core'
import { embeddedFoyer } from '@foyer/core/testing'
import { FRAME_PROMPT_KINDS } from '@foyer/protocol'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../locale/en'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { VIEW_TITLES } from '../viewTitles'
import { ApproveTransactionView } from './ApproveTransactionView'

let foyer: Foyer | undefined
afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.unstubAllGlobals()
})

describe('ApproveTransactionView', () => {
  it('is titled by what the frame asks; a request keeps "Approve transaction"', () => {
    const title = (kind?: (typeof FRAME_PROMPT_KINDS)[number]) =>
      VIEW_TITLES.ApproveTransaction(en, undefined, kind)
    expect(title()).toBe('Approve transaction')
    expect(title('request')).toBe('Approve transaction')
    expect(title('protect')).toBe('Protect your wallet')
    expect(title('restore')).toBe('Restore your wallet')
    expect(title('export')).toBe('Export private key')
    expect(title('passkey')).toBe('Continue with passkey')
    for (const kind of FRAME_PROMPT_KINDS) expect(en.promptHelp[kind]).toBeTruthy()
  })

  it('shows the help of the prompt the frame announced (APPROVAL_REQUIRED kind)', async () => {
    // jsdom lays nothing out: the view's observer of its area has nothing to report.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    const kit = await embeddedFoyer()
    foyer = kit.foyer
    kit.foyer.open()
    kit.page.emit('APPROVAL_REQUIRED', { kind: 'restore' })
    render(
      <FoyerProvider foyer={kit.foyer}>
        <ApproveTransactionView />
      </FoyerProvider>,
    )
    expect(
      await screen.findByText(
        'Use your passkey or recovery password in the wallet below to open it on this device.',
      ),
    ).toBeTruthy()
  })

  it('places the frame again when the dialog around it resizes (the area moves, same size)', async () => {
    const observers: { callback: () => void; observed: Element[] }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = []
        constructor(readonly callback: () => void) {
          observers.push(this)
        }
        observe(element: Element) {
          this.observed.push(element)
        }
        disconnect() {}
      },
    )
    const kit = await embeddedFoyer()
    foyer = kit.foyer
    const wallet = kit.foyer.embedded.get().value
    if (!wallet) throw new Error('the embedded wallet did not load')
    const placed: (number | undefined)[] = []
    const showFrame = wallet.showFrame
    wallet.showFrame = (rect) => {
      placed.push(rect?.top)
      showFrame(rect)
    }
    kit.foyer.open()
    kit.page.emit('APPROVAL_REQUIRED', { kind: 'request' })
    const { container } = render(
      <FoyerProvider foyer={kit.foyer}>
        <div className="dialog">
          <ApproveTransactionView />
        </div>
      </FoyerProvider>,
    )
    const dialog = container.querySelector('.dialog')
    const area = container.querySelector('.frame-area')
    if (!dialog || !area) throw new Error('no dialog or frame area')
    const observer = observers.find((each) => each.observed.includes(area))
    expect(observer?.observed).toContain(dialog)
    // The dialog's height transition moves the area up by 80 px without resizing it.
    area.getBoundingClientRect = () => new DOMRect(10, 120, 300, 200)
    observer?.callback()
    expect(placed.at(-1)).toBe(120)
  })
})
