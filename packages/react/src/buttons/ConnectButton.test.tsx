import { cookieToInitialState } from '@foyer/core'
import { serialize } from '@wagmi/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FoyerProvider } from '../provider/FoyerProvider'
import { address, returningVisitorCookie, shownAddress, ssrFoyer } from '../provider/ssrFixture'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton'

/** The connected button as the server renders it for a returning visitor (no DOM needed). */
function connected(props: ConnectButtonProps = {}, cookie = returningVisitorCookie()) {
  const foyer = ssrFoyer()
  const html = renderToString(
    <FoyerProvider foyer={foyer} initialState={cookieToInitialState(cookie)}>
      <ConnectButton {...props} />
    </FoyerProvider>,
  )
  const page = document.createElement('div')
  page.innerHTML = html
  const account = page.querySelector<HTMLButtonElement>('button.connect-button')
  const chain = page.querySelector<HTMLButtonElement>('button.chain-button')
  const part = (name: string) => account?.querySelector(`.${name}`)?.className.split(' ')
  return {
    account,
    chain,
    part,
    chainPart: (name: string) => chain?.querySelector(`.${name}`)?.className.split(' '),
  }
}

describe('ConnectButton', () => {
  it("defaults as RainbowKit's: balance placeholder on large screens, avatar and address, network icon and name", () => {
    const { account, chain, part, chainPart } = connected()
    expect(account?.getAttribute('aria-label')).toBe(shownAddress)
    expect(account?.querySelector('.account-label')?.textContent).toBe(shownAddress)
    expect(part('account-balance')).toContain('small-hidden')
    // The balance is a placeholder until the node answers; hidden from assistive tech.
    expect(account?.querySelector('.account-balance .skeleton')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
    expect(part('account-avatar')).not.toContain('hidden')
    expect(account?.querySelector('.account-avatar svg.identicon')).not.toBeNull()
    expect(chain?.getAttribute('aria-label')).toBe('Network: Foyer Dev A')
    expect(chainPart('chain-icon')).not.toContain('small-hidden')
    expect(chainPart('chain-name')).toContain('small-hidden')
  })

  it('switches each part by its prop, the short address staying in the accessible name', () => {
    const avatarOnly = connected({
      accountStatus: 'avatar',
      showBalance: false,
      chainStatus: 'none',
    })
    expect(avatarOnly.account?.getAttribute('aria-label')).toBe(shownAddress)
    expect(avatarOnly.part('account-label')).toContain('hidden')
    expect(avatarOnly.account?.querySelector('.account-balance')).toBeNull()
    expect(avatarOnly.chain?.className.split(' ')).toContain('hidden')

    const address = connected({
      accountStatus: { smallScreen: 'avatar', largeScreen: 'address' },
      showBalance: true,
      chainStatus: 'name',
    })
    // The avatar alone on small screens, the address alone on large ones.
    expect(address.part('account-avatar')).toContain('large-hidden')
    expect(address.part('account-label')).toContain('small-hidden')
    expect(address.part('account-balance')).not.toContain('small-hidden')
    expect(address.chainPart('chain-icon')).toContain('hidden')
    expect(address.chainPart('chain-name')).not.toContain('small-hidden')
  })

  it('warns "Wrong network" on a network the app does not support', () => {
    const uid = 'uid-from-an-earlier-page'
    const connection = {
      accounts: [address],
      chainId: 1,
      connector: { id: 'mock', name: 'Mock', type: 'mock', uid },
    }
    const state = { chainId: 1, current: uid, connections: new Map([[uid, connection]]) }
    const cookie = `@foyer/v1/wagmi.store=${serialize({ state, version: 3 })}`
    const { chain, account } = connected({}, cookie)
    expect(chain?.className.split(' ')).toContain('wrong')
    expect(chain?.getAttribute('aria-label')).toBe('Wrong network')
    expect(chain?.textContent).toBe('Wrong network')
    expect(account?.getAttribute('aria-label')).toBe(shownAddress)
  })
})
