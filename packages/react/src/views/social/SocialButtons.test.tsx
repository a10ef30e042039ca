import { createFoyer, devChainA, type FeaturesInput, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StringsInput } from '../../locale/en'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { ConnectView } from '../connect/ConnectView'
import { ConnectSocialsView } from './ConnectSocialsView'

const PROJECT_ID = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
let foyer: Foyer | undefined

function setup(features: FeaturesInput = {}, strings?: StringsInput) {
  foyer = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    // Nothing answers: the remote config keeps the defaults, the dapp's settings win.
    apiUrl: 'http://127.0.0.1:9',
    projectId: PROJECT_ID,
    embeddedWallet: { frameUrl: 'http://127.0.0.1:9/' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
    features: { connectMethodsOrder: ['social'], ...features },
  })
  render(
    <FoyerProvider foyer={foyer} strings={strings}>
      <ConnectView />
    </FoyerProvider>,
  )
  return foyer
}

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.restoreAllMocks()
})

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)

describe('the social buttons of the Connect view', () => {
  it("shows the first three of the remote config's socials (the product’s order) and More for the rest", () => {
    setup()
    const section = screen.getByRole('region', { name: 'Social sign-in' })
    expect(names(section)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'More ways to sign in',
    ])
  })

  it('follows the configured order; four or fewer need no More', () => {
    setup({ socials: ['github', 'apple', 'farcaster', 'x'] })
    expect(names(screen.getByRole('region', { name: 'Social sign-in' }))).toEqual([
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Farcaster',
      'Continue with X',
    ])
  })

  it('More opens ConnectSocials, which lists every provider in order', async () => {
    const client = setup()
    await userEvent.click(screen.getByRole('button', { name: 'More ways to sign in' }))
    expect(client.router.get().view).toBe('ConnectSocials')
    const { container } = render(
      <FoyerProvider foyer={client}>
        <ConnectSocialsView />
      </FoyerProvider>,
    )
    expect(
      within(container)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
  })

  it('Farcaster opens ConnectingFarcaster, without a popup', async () => {
    const open = vi.spyOn(window, 'open')
    const client = setup({ socials: ['farcaster', 'google'] })
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(client.router.get().view).toBe('ConnectingFarcaster')
    expect(open).not.toHaveBeenCalled()
  })

  it("a provider opens the 600x800 popup in the click itself; a blocked popup is 'Failed to initiate social connection'", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    setup({ socials: ['google'] })
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(open).toHaveBeenCalledOnce()
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=600,height=800,/)
    const section = screen.getByRole('region', { name: 'Social sign-in' })
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Failed to initiate social connection',
    )
  })

  it("words the failure from the locale table, not core's English", async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    setup(
      { socials: ['google'] },
      // A translation of one code, as a dapp passes it.
      { errors: { SOCIAL_INITIATE_FAILED: 'La connexion n’a pas pu commencer' } },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    const section = screen.getByRole('region', { name: 'Social sign-in' })
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'La connexion n’a pas pu commencer',
    )
  })

  it('is hidden, with the reason, in a messaging app on a phone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 330.0.0.40.92',
    )
    setup()
    expect(screen.queryByRole('region', { name: 'Social sign-in' })).toBeNull()
    expect(screen.getByTestId('foyer-socials-in-app').textContent).toContain(
      "Social sign-in does not work in this app's built-in browser",
    )
  })

  it('shows nothing when the project offers no socials', () => {
    setup({ socials: [] })
    expect(screen.queryByRole('region', { name: 'Social sign-in' })).toBeNull()
  })

  it('waits for the terms: the buttons are disabled until accepted', async () => {
    setup({ legalCheckbox: true, socials: ['google'] })
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled'),
      ).toBe(true),
    )
  })
})
