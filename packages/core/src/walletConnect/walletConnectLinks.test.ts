import { describe, expect, it } from 'vitest'
import { isMobileDevice, walletConnectLink } from './walletConnectLinks'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc'
const encoded = encodeURIComponent(uri)

describe('walletConnectLink', () => {
  it.each([
    ['rainbow://', `rainbow://wc?uri=${encoded}`],
    ['rainbow:', `rainbow://wc?uri=${encoded}`],
    ['rainbow', `rainbow://wc?uri=${encoded}`],
    ['trust://open/', `trust://open/wc?uri=${encoded}`],
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${encoded}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${encoded}`],
    ['http://localhost:5175', `http://localhost:5175/wc?uri=${encoded}`],
  ])('hands %s the pairing URI', (link, expected) => {
    expect(walletConnectLink(link, uri)).toBe(expected)
  })

  it('encodes the URI so that its own query survives', () => {
    const link = new URL(walletConnectLink('https://wallet.example', uri))
    expect(link.searchParams.get('uri')).toBe(uri)
  })
})

describe('isMobileDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', false],
  ])('%s → %s', (userAgent, mobile) => {
    expect(isMobileDevice({ userAgent })).toBe(mobile)
  })
})
