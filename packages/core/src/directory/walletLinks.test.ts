import { describe, expect, it } from 'vitest'
import { walletEntry } from '../testing/walletEntry'
import { walletLinks } from './walletLinks'

describe('walletLinks', () => {
  it('lists the links a directory wallet has, most direct first', () => {
    const wallet = walletEntry('rainbow', {
      chrome_store: 'https://chromewebstore.google.com/detail/x',
      app_store: 'https://apps.apple.com/app/id1',
      homepage: 'https://rainbow.me',
    })
    expect(walletLinks(wallet)).toEqual([
      { kind: 'extension', href: 'https://chromewebstore.google.com/detail/x' },
      { kind: 'appStore', href: 'https://apps.apple.com/app/id1' },
      { kind: 'homepage', href: 'https://rainbow.me' },
    ])
  })

  it('works for a custom wallet and for a wallet with no links', () => {
    expect(walletLinks({ id: 'house', name: 'House', webapp_link: 'https://w.example' })).toEqual([
      { kind: 'webapp', href: 'https://w.example' },
    ])
    expect(walletLinks({ id: 'bare', name: 'Bare' })).toEqual([])
  })
})
