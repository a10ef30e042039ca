import { walletEntry } from '@foyer/core/testing'
import { describe, expect, it } from 'vitest'
import { INSTALL_LINKS_MAX, installTargets } from './InstallLinks'

const store = (id: string) => `https://chromewebstore.google.com/detail/${id}`

describe('installTargets', () => {
  it('links the extension store page of the first wallets that have one, each once', () => {
    const metamask = walletEntry('metamask', { chrome_store: store('mm') })
    const wallets = [
      metamask,
      walletEntry('mobile-only'),
      metamask,
      walletEntry('rabby', { chrome_store: store('rabby') }),
      walletEntry('rainbow', { chrome_store: store('rainbow') }),
      walletEntry('trust', { chrome_store: store('trust') }),
    ]
    const targets = installTargets(wallets)
    expect(targets.map(({ wallet }) => wallet.id)).toEqual(['metamask', 'rabby', 'rainbow'])
    expect(targets).toHaveLength(INSTALL_LINKS_MAX)
    expect(targets[0]?.href).toBe(store('mm'))
  })

  it('offers nothing when no wallet has an extension', () => {
    expect(installTargets([walletEntry('a'), walletEntry('b')])).toEqual([])
  })
})
