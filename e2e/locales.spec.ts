import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { WALLET_URL } from './stack'

// The kit and the reference wallet speak the browser's language (the demo sets no `locale`
// option); Arabic mirrors the layout. The frame's approval card in each language is unit-tested
// (packages/frame/src/locale/frameStrings.test.ts).

/** The `dir` and `lang` of the kit's root around `element` (inside its shadow root). */
function rootOf(element: Locator) {
  return element.evaluate((node) => {
    const root = node.closest('.root')
    return { dir: root?.getAttribute('dir'), lang: root?.getAttribute('lang') }
  })
}

test.describe('Arabic, right to left', () => {
  test.use({ locale: 'ar-EG' })

  test('the modal speaks Arabic and mirrors: close on the left, rows right to left', async ({
    page,
    wallet: testWallet,
  }) => {
    expect(testWallet.address).toMatch(/^0x/) // the test wallet is announced: the list has a row
    await page.goto('/')
    const connect = page.getByRole('button', { name: 'ربط المحفظة' })
    await expect(connect).toBeVisible()
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
    await expect(dialog).toBeVisible()
    expect(await rootOf(dialog)).toEqual({ dir: 'rtl', lang: 'ar' })
    const close = dialog.getByRole('button', { name: 'إغلاق' })
    const title = dialog.getByRole('heading', { name: 'ربط المحفظة' })
    const closeBox = await close.boundingBox()
    const titleBox = await title.boundingBox()
    if (!closeBox || !titleBox) throw new Error('no layout')
    // Right to left, the header's last cell (close) is its leftmost one.
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(titleBox.x + 1)
    // Everything inside inherits the direction (rows and tiles lay out right to left).
    const wallet = dialog.getByRole('button', { name: /Foyer Test Wallet/ }).first()
    expect(await wallet.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
    await close.click()
    await expect(dialog).toBeHidden()
  })

  test('the reference wallet page is in Arabic, right to left', async ({ page }) => {
    await page.goto(WALLET_URL)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { name: 'الاتصال بتطبيق لامركزي' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'اقتران' })).toBeVisible()
  })
})

test.describe('German, by primary subtag', () => {
  test.use({ locale: 'de-AT' })

  test('the button and the modal speak German, left to right', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    const dialog = page.getByRole('dialog', { name: 'Wallet verbinden' })
    await expect(dialog).toBeVisible()
    expect(await rootOf(dialog)).toEqual({ dir: 'ltr', lang: 'de' })
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
  })
})

test.describe('a language we do not speak', () => {
  test.use({ locale: 'nl-NL' })

  test('falls back to English', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})
