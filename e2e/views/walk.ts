import type { ViewName } from '@foyer/core'
import { type Browser, expect, type Locator, type Page } from '@playwright/test'
import type { Strings } from '../../packages/react/src/locale/en'
import type { TestWallet } from '../fixtures'

export type { Strings, ViewName }

/**
 * What a spec does once the walk has brought the demo into a view: `dialog` is the open modal,
 * on `page` (a view reached on a second device has its own page).
 */
export type Visit = (view: ViewName, dialog: Locator, page: Page) => Promise<void>

/** Everything a walk needs: the page, the kit's strings in the page's language, the spec's visit. */
export interface Walk {
  page: Page
  /** The kit's locale table of the browser's language: the walk finds controls by their names. */
  s: Strings
  visit: Visit
  /** The injected test wallet (the `wallet` fixture); walks of email views do not use it. */
  wallet?: TestWallet
  /** For a second device (EmailVerifyDevice); its locale is `locale`. */
  browser?: Browser
  /** The browser's language (the test's `locale` option), for a second device. */
  locale?: string
}

/** A group of views reached along one path through the real UI, and the path. */
export interface ViewGroup {
  name: string
  views: readonly ViewName[]
  walk(walk: Walk): Promise<void>
}

/** The open modal titled `title` (a view's title from VIEW_TITLES, in the page's language). */
export const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title, exact: true })

/** The kit's connect button on the demo page. */
export const connectButton = (page: Page, s: Strings): Locator =>
  page.getByRole('button', { name: s.connectWallet, exact: true })

/** The connect button once connected: its name carries the truncated address. */
export const accountButton = (page: Page, address: string): Locator =>
  page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` })

/** The injected test wallet's row or tile in the open modal. */
export const testWalletButton = (page: Page): Locator =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .first()

/**
 * Opens the demo at `path` and waits for its connect button. The demo's theme is `auto`: it
 * follows the system's colour scheme, which the specs emulate (layout.ts `setTheme`).
 */
export async function openDemo(page: Page, s: Strings, path = '/'): Promise<void> {
  const url = new URL(path, 'http://demo.invalid')
  url.searchParams.set('theme', 'auto')
  await page.goto(path.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`)
  await expect(connectButton(page, s)).toBeVisible()
}

/** Enters a code into the six boxes of the open code view. */
export async function typeCode(page: Page, s: Strings, view: Locator, code: string) {
  await view.getByLabel(s.codeDigit(1, 6)).click()
  await page.keyboard.type(code)
}
