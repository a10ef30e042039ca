// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../handler/approvalRequest'
import type { FrameHandlerState } from '../handler/signedInSession'
import { createLiveTheme } from '../ui/liveTheme'
import { createApprovalCard } from './createApprovalCard'

const address = '0x000000000000000000000000000000000000bEEF'
const sign: ApprovalRequest = {
  method: 'personal_sign',
  address,
  chainId: 31337,
  message: { raw: '0x68656c6c6f' },
}

function setup() {
  document.body.innerHTML = '<main id="root"></main>'
  const container = document.getElementById('root') as HTMLElement
  const card = createApprovalCard({ document, container, dappName: () => 'Demo' })
  const button = (name: RegExp) =>
    [...container.querySelectorAll('button')].find((b) =>
      name.test(b.getAttribute('aria-label') ?? ''),
    )
  return { container, card, button }
}

describe('approval card', () => {
  it('shows what is asked, by whom, for which account and chain', async () => {
    const t = setup()
    const pending = t.card.approve(sign)
    await Promise.resolve()
    const dialog = t.container.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const labelId = dialog?.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelId)?.textContent).toBe('Sign message')
    expect(dialog?.textContent).toContain('hello')
    expect(dialog?.textContent).toContain('0x0000…bEEF')
    expect(dialog?.textContent).toContain('Foyer dev chain A')
    expect(dialog?.textContent).not.toContain('31337')
    expect(dialog?.textContent).toContain('Demo')
    expect(document.activeElement?.textContent).toBe('Reject')
    t.button(/^Approve: Sign message$/)?.click()
    expect(await pending).toBe(true)
    expect(t.container.children).toHaveLength(0)
  })

  it('keeps focus on its buttons and restores it afterwards', async () => {
    const t = setup()
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    const pending = t.card.approve(sign)
    await Promise.resolve()
    const dialog = t.container.querySelector('[role="dialog"]')
    const tab = (shiftKey = false) =>
      dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true }))
    tab()
    expect(document.activeElement?.textContent).toBe('Approve')
    tab()
    // The details region (it scrolls when long), then back to Reject.
    expect(document.activeElement?.getAttribute('aria-labelledby')).toMatch(/details/)
    tab()
    expect(document.activeElement?.textContent).toBe('Reject')
    tab(true)
    expect(document.activeElement?.getAttribute('aria-labelledby')).toMatch(/details/)
    t.button(/^Reject/)?.click()
    await pending
    expect(document.activeElement).toBe(outside)
  })

  it('Reject and Escape resolve false', async () => {
    const t = setup()
    const first = t.card.approve(sign)
    await Promise.resolve()
    t.button(/^Reject/)?.click()
    expect(await first).toBe(false)
    const second = t.card.approve(sign)
    await Promise.resolve()
    t.container
      .querySelector('[role="dialog"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await second).toBe(false)
  })

  it('an abort closes the card as refused', async () => {
    const t = setup()
    const controller = new AbortController()
    const pending = t.card.approve(sign, controller.signal)
    await Promise.resolve()
    controller.abort()
    expect(await pending).toBe(false)
    expect(t.container.children).toHaveLength(0)
    const aborted = new AbortController()
    aborted.abort()
    expect(await t.card.approve(sign, aborted.signal)).toBe(false)
  })

  it('renders page-supplied text as text, never markup', async () => {
    const t = setup()
    const pending = t.card.approve({ ...sign, message: '<img src=x onerror=alert(1)>' })
    await Promise.resolve()
    expect(t.container.querySelector('img')).toBeNull()
    expect(t.container.textContent).toContain('<img src=x onerror=alert(1)>')
    t.button(/^Reject/)?.click()
    await pending
  })

  it('shows one card at a time, in order', async () => {
    const t = setup()
    const first = t.card.approve(sign)
    const second = t.card.approve({
      method: 'eth_sendTransaction',
      address,
      chainId: 1,
      rpcUrl: 'http://x.test',
      transaction: { to: address, value: 10n ** 18n, data: '0x1234' },
    })
    await Promise.resolve()
    expect(t.container.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    t.button(/^Reject/)?.click()
    expect(await first).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.container.textContent).toContain('Approve transaction')
    expect(t.container.textContent).toContain('1 ETH')
    t.button(/^Approve: Approve transaction$/)?.click()
    expect(await second).toBe(true)
  })
})

describe('approval card look and details', () => {
  const typed: ApprovalRequest = {
    method: 'eth_signTypedData_v4',
    address,
    chainId: 1,
    typedData: {
      domain: { name: 'Foyer', chainId: 1 },
      types: {},
      primaryType: 'Mail',
      message: { from: { name: 'Ann' }, contents: 'Hello' },
    },
  }

  it('takes the synced theme as CSS variables, else the visitor’s colour scheme', async () => {
    document.body.innerHTML = '<main id="root"></main>'
    const container = document.getElementById('root') as HTMLElement
    let theme: FrameHandlerState['theme'] = {
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#ffcc00', '--foyer-border-radius-master': '8px' },
    }
    const card = createApprovalCard({
      document,
      container,
      theme: createLiveTheme(document, () => theme),
    })
    const first = card.approve(sign)
    await Promise.resolve()
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.dataset.mode).toBe('dark')
    expect(dialog?.style.getPropertyValue('--card-accent')).toBe('#ffcc00')
    expect(dialog?.style.getPropertyValue('--card-accent-contrast')).toBe('#000000')
    expect(dialog?.style.getPropertyValue('--card-bg')).toBe('#141519')
    expect(dialog?.style.getPropertyValue('--card-radius')).toBe('8px')
    container.querySelector<HTMLButtonElement>('.foyer-approval-reject')?.click()
    await first
    theme = undefined
    const second = card.approve(sign)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.querySelector<HTMLElement>('[role="dialog"]')?.dataset.mode).toBe('light')
    container.querySelector<HTMLButtonElement>('.foyer-approval-reject')?.click()
    await second
  })

  it('restyles an open card when the theme changes (a SYNC_THEME while it is open)', async () => {
    document.body.innerHTML = '<main id="root"></main>'
    const container = document.getElementById('root') as HTMLElement
    let synced: FrameHandlerState['theme'] = { themeMode: 'light', themeVariables: {} }
    const theme = createLiveTheme(document, () => synced)
    const card = createApprovalCard({ document, container, theme })
    const pending = card.approve(sign)
    await Promise.resolve()
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.dataset.mode).toBe('light')
    expect(dialog?.style.getPropertyValue('--card-bg')).toBe('#ffffff')
    expect(dialog?.style.getPropertyValue('--card-accent')).toBe('#2563eb')
    synced = {
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#e11d48', '--foyer-font-family': 'Inter, sans-serif' },
    }
    theme.refresh()
    // The same card, still open, in the new theme.
    expect(container.querySelector('[role="dialog"]')).toBe(dialog)
    expect(dialog?.dataset.mode).toBe('dark')
    expect(dialog?.style.getPropertyValue('--card-bg')).toBe('#141519')
    expect(dialog?.style.getPropertyValue('--card-accent')).toBe('#e11d48')
    expect(dialog?.style.getPropertyValue('--card-font')).toBe('Inter, sans-serif')
    container.querySelector<HTMLButtonElement>('.foyer-approval-reject')?.click()
    expect(await pending).toBe(false)
    // A closed card is left alone.
    synced = { themeMode: 'light', themeVariables: {} }
    theme.refresh()
    expect(dialog?.dataset.mode).toBe('dark')
  })

  it('shows typed data as a labelled tree of open disclosures, each foldable by keyboard', async () => {
    const t = setup()
    const pending = t.card.approve(typed)
    await Promise.resolve()
    const region = t.container.querySelector<HTMLElement>('.foyer-approval-details')
    const labelledBy = region?.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelledBy)?.textContent).toBe('Details')
    const summaries = [...t.container.querySelectorAll('summary')].map((s) => s.textContent)
    expect(summaries).toEqual(['Domain', 'Message', 'from'])
    expect(t.container.querySelectorAll('details[open]')).toHaveLength(3)
    expect(region?.textContent).toContain('Ethereum')
    expect(region?.textContent).toContain('Ann')
    // A folded group's inner disclosures leave the Tab order.
    const message = t.container.querySelectorAll('details')[1] as HTMLDetailsElement
    message.open = false
    const dialog = t.container.querySelector('[role="dialog"]')
    const stops: string[] = []
    for (let i = 0; i < 6; i++) {
      dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
      stops.push(document.activeElement?.textContent?.slice(0, 12) ?? '')
    }
    expect(stops).not.toContain('from')
    expect(stops).toContain('Message')
    t.button(/^Reject/)?.click()
    await pending
  })

  it('keeps addresses and amounts left to right inside a right-to-left card', async () => {
    document.body.innerHTML = '<main id="root"></main>'
    const container = document.getElementById('root') as HTMLElement
    const card = createApprovalCard({ document, container, locale: () => 'ar' })
    const pending = card.approve({
      method: 'eth_sendTransaction',
      address,
      chainId: 31337,
      rpcUrl: 'http://x.test',
      transaction: { to: address, value: 10n ** 18n },
    })
    await Promise.resolve()
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.dir).toBe('rtl')
    expect(dialog?.querySelector('h2')?.textContent).toBe('إرسال ETH')
    const codes = [...(dialog?.querySelectorAll<HTMLElement>('dd.foyer-code') ?? [])]
    expect(codes.map((code) => code.dir)).toEqual(codes.map(() => 'ltr'))
    expect(codes.map((code) => code.textContent)).toContain('1 ETH')
    container.querySelector<HTMLButtonElement>('.foyer-approval-reject')?.click()
    await pending
  })
})
