import { AxeBuilder } from '@axe-core/playwright'
import { SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { Locator, Page } from '@playwright/test'
import { VIEWS } from '../packages/core/src/router/views'
import { ar } from '../packages/react/src/locale/ar'
import { en } from '../packages/react/src/locale/en'
import { matchesBaseline } from './baseline'
import { expect, test } from './fixtures'
import {
  focusRingProblems,
  layoutProblems,
  PHONE_HEIGHT,
  PHONE_WIDTHS,
  setPhoneWidth,
  setTheme,
  THEMES,
} from './layout'
import { CHAIN_A_ID, CHAIN_RPC_URLS, SOLANA_RPC_URL } from './stack'
import { UNCONFIGURED_CHAIN_ID, VIEW_GROUPS, type ViewGroup, type Visit, walkGroup } from './views'

// Every view of the modal (core's VIEWS), reached through the real UI and stack, checked on a
// phone (360 and 375 px) in light and dark: interactive elements inside the dialog, no text
// overflowing its box, a visible focus ring on everything Tab reaches (one width per theme: the
// ring does not depend on the width), and axe (WCAG 2.0/2.1 A and AA) without violations. Each
// view is reached once and checked in all four variants; failures are soft, so one run lists
// every view's problems.
//
// Each view is also compared with its committed baseline (viewLayout.spec.ts-snapshots/):
// `${view}-light` and `${view}-dark` at 375 px, `${view}-phone-360` (light), and the connect
// views right to left, in Arabic (`${view}-ar`, light, 375 px). Only the dialog is compared, with
// what differs from run to run masked (baseline.ts `matchesBaseline`); a change beyond 1% of its
// pixels fails. To change the look on purpose, regenerate the baselines:
//   npx playwright test -c e2e/playwright.config.ts e2e/viewLayout.spec.ts --update-snapshots
// then open every changed image and review it before committing (git status shows which).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe's violations in the modal (the kit's host that holds the dialog, and the frame in it). */
async function axeViolations(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.evaluate((node) => {
    const host = (node.getRootNode() as ShadowRoot).host
    host?.setAttribute('data-e2e-modal', '')
  })
  // A frame that navigates while axe walks the frames (the wallet frame after an email change)
  // loses axe's injected script: try again on that, a few times.
  let result: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined
  for (let attempt = 1; !result; attempt++) {
    try {
      result = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .include('[data-e2e-modal]')
        .analyze()
    } catch (error) {
      if (attempt === 3) return [`axe could not run: ${(error as Error).message.split('\n')[0]}`]
      await page.waitForTimeout(1_000)
    }
  }
  const { violations } = result
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes
        .map(
          (node) =>
            `${node.target.join(' ')} — ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`,
        )
        .join('; ')}`,
  )
}

/** The baselines of each view: light at both widths, dark at 375 px (the name's suffix). */
const BASELINES: Record<string, string | undefined> = {
  'light 360': 'phone-360',
  'light 375': 'light',
  'dark 375': 'dark',
}

const check: Visit = async (view, dialog, page) => {
  for (const theme of THEMES) {
    await setTheme(page, theme)
    for (const width of PHONE_WIDTHS) {
      await setPhoneWidth(page, width)
      const where = `${view} at ${width} px, ${theme}`
      expect.soft(await layoutProblems(dialog), `${where}: layout`).toEqual([])
      const baseline = BASELINES[`${theme} ${width}`]
      if (baseline) await matchesBaseline(page, dialog, `${view}-${baseline}`)
      if (width === PHONE_WIDTHS[0]) {
        expect.soft(await focusRingProblems(page, dialog), `${where}: focus ring`).toEqual([])
      } else {
        expect.soft(await axeViolations(page, dialog), `${where}: axe`).toEqual([])
      }
    }
  }
  await setTheme(page, 'light')
}

test.use({ viewport: { width: PHONE_WIDTHS[1], height: PHONE_HEIGHT } })

test('the walk reaches every view of the router', () => {
  const walked = Object.values(VIEW_GROUPS).flatMap((group: ViewGroup) => group.views)
  expect([...walked].sort()).toEqual([...VIEWS].sort())
})

test.describe('every view lays out on a phone, light and dark', () => {
  test.describe.configure({ timeout: 480_000 })

  test('connect views', async ({ page, wallet }) => {
    await walkGroup(VIEW_GROUPS.connect, { page, s: en, visit: check, wallet })
    await walkGroup(VIEW_GROUPS.connectWallets, { page, s: en, visit: check, wallet })
  })

  test.describe('with an account of its own (it registers a name)', () => {
    test.use({ walletOptions: { accountIndex: 3 } })

    test('account views', async ({ page, wallet }) => {
      await walkGroup(VIEW_GROUPS.account, { page, s: en, visit: check, wallet })
    })
  })

  test.describe('with a wallet on a network the page does not configure', () => {
    test.use({
      walletOptions: {
        initialChainId: UNCONFIGURED_CHAIN_ID,
        extraChains: [{ id: UNCONFIGURED_CHAIN_ID, rpcUrl: CHAIN_RPC_URLS[CHAIN_A_ID] ?? '' }],
      },
    })

    test('unsupported chain view', async ({ page, wallet }) => {
      await walkGroup(VIEW_GROUPS.unsupportedChain, { page, s: en, visit: check, wallet })
    })
  })

  test('email views', async ({ page, browser, locale }) => {
    await walkGroup(VIEW_GROUPS.email, { page, s: en, visit: check, browser, locale })
  })

  test.describe('with an account of its own (it buys)', () => {
    test.use({ walletOptions: { accountIndex: 23 } })

    test('buy views', async ({ page, wallet }) => {
      await walkGroup(VIEW_GROUPS.onramp, { page, s: en, visit: check, wallet })
    })
  })

  test.describe('with an account of its own (it holds FUSD)', () => {
    test.use({ walletOptions: { accountIndex: 2 } })

    test('swap views', async ({ page, wallet }) => {
      await walkGroup(VIEW_GROUPS.swap, { page, s: en, visit: check, wallet })
    })

    test('pay views', async ({ page, wallet }) => {
      await walkGroup(VIEW_GROUPS.pay, { page, s: en, visit: check, wallet })
    })
  })

  test.describe('with the Solana test wallet beside the EVM one (multiWallet)', () => {
    test.use({
      multichainWalletOptions: { solana: { rpcUrls: { [SOLANA_DEV_CHAIN]: SOLANA_RPC_URL } } },
    })

    test('profile wallets views', async ({ page, wallet, multichainWallets }) => {
      expect(multichainWallets.options.solana).toBeDefined()
      await walkGroup(VIEW_GROUPS.profileWallets, { page, s: en, visit: check, wallet })
    })
  })
})

/** Right to left: the connect views in Arabic, light at 375 px, against their baselines. */
const rightToLeft: Visit = async (view, dialog, page) => {
  await setTheme(page, 'light')
  await setPhoneWidth(page, PHONE_WIDTHS[1])
  expect.soft(await layoutProblems(dialog), `${view} in Arabic: layout`).toEqual([])
  await matchesBaseline(page, dialog, `${view}-ar`)
}

test.describe('the connect views look as their baselines right to left (Arabic)', () => {
  test.use({ locale: 'ar-EG' })
  test.describe.configure({ timeout: 240_000 })

  test('connect views', async ({ page, wallet }) => {
    await walkGroup(VIEW_GROUPS.connect, { page, s: ar, visit: rightToLeft, wallet })
    await walkGroup(VIEW_GROUPS.connectWallets, { page, s: ar, visit: rightToLeft, wallet })
  })
})
