// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../handler/approvalRequest'
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
    expect(dialog?.textContent).toContain(address)
    expect(dialog?.textContent).toContain('31337')
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
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(document.activeElement?.textContent).toBe('Approve')
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(document.activeElement?.textContent).toBe('Reject')
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
    expect(t.container.textContent).toContain('Send transaction')
    expect(t.container.textContent).toContain('1 ETH')
    t.button(/^Approve: Send transaction$/)?.click()
    expect(await second).toBe(true)
  })
})
