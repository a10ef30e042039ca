// @vitest-environment jsdom
import { FoyerError, LOCALES, localeTableShape } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovalCard } from '../approval/createApprovalCard'
import { en } from './en'
import { errorWords, FRAME_STRINGS, frameLocale } from './frameStrings'

afterEach(() => vi.restoreAllMocks())

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the frame’s %s table', (locale) => {
  it('has exactly the English keys, with the same placeholders and numbers', () => {
    expect(localeTableShape(FRAME_STRINGS[locale])).toEqual(localeTableShape(en))
  })

  it('is a translation', () => {
    expect(FRAME_STRINGS[locale].approval.reject).not.toBe(en.approval.reject)
    expect(FRAME_STRINGS[locale].errors.WRONG_RECOVERY_PASSWORD).not.toBe(
      en.errors.WRONG_RECOVERY_PASSWORD,
    )
  })
})

it('speaks the synced language, else the browser’s (by primary subtag), else English', () => {
  expect(frameLocale('ja')).toBe('ja')
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en'])
  expect(frameLocale(undefined)).toBe('fr')
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv'])
  expect(frameLocale(undefined)).toBe('en')
})

it('words the errors its table has, and keeps the others’ own words', () => {
  expect(errorWords(FRAME_STRINGS.de, new FoyerError('PASSKEY_CANCELLED'))).toBe(
    'Die Passkey-Anfrage wurde abgebrochen',
  )
  expect(errorWords(FRAME_STRINGS.de, new FoyerError('SHARES_MISMATCH'))).toBe(
    new FoyerError('SHARES_MISMATCH').message,
  )
  expect(errorWords(FRAME_STRINGS.de, new Error('boom'))).toBe('boom')
})

it('the approval card in Arabic: right to left, its words and names', async () => {
  document.body.innerHTML = '<main id="root"></main>'
  const container = document.getElementById('root') as HTMLElement
  const card = createApprovalCard({ document, container, locale: () => 'ar' })
  const pending = card.approve({
    method: 'personal_sign',
    address: '0x000000000000000000000000000000000000bEEF',
    chainId: 31337,
    message: 'hi',
  })
  await Promise.resolve()
  const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
  expect(dialog?.dir).toBe('rtl')
  expect(dialog?.lang).toBe('ar')
  expect(dialog?.querySelector('h2')?.textContent).toBe('توقيع رسالة')
  const reject = [...(dialog?.querySelectorAll('button') ?? [])].find(
    (button) => button.getAttribute('aria-label') === 'رفض: توقيع رسالة',
  )
  reject?.click()
  expect(await pending).toBe(false)
})
