import { describe, expect, it } from 'vitest'
import { pairsByWalletConnect, relayFor } from './walletConnectRelay'

const projectId = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'

describe('relayFor', () => {
  it('defaults to our relay on the API server, as ws or wss', () => {
    expect(relayFor({ apiUrl: 'http://localhost:8787', projectId })).toEqual({
      relayUrl: 'ws://localhost:8787/relay',
      projectId,
    })
    expect(relayFor({ apiUrl: 'https://api.example.com/', projectId })?.relayUrl).toBe(
      'wss://api.example.com/relay',
    )
  })

  it('takes the dapp’s relay and project id, e.g. the public network', () => {
    const chosen = { relayUrl: 'wss://relay.walletconnect.org', projectId: 'a'.repeat(32) }
    expect(relayFor({ apiUrl: 'http://localhost:8787', projectId, walletConnect: chosen })).toEqual(
      chosen,
    )
  })

  it('is off when turned off, or without a relay or project', () => {
    expect(relayFor({ apiUrl: 'http://localhost:8787', projectId, walletConnect: false })).toBe(
      undefined,
    )
    expect(relayFor({ projectId })).toBe(undefined)
    expect(relayFor({ apiUrl: 'http://localhost:8787' })).toBe(undefined)
  })
})

describe('pairsByWalletConnect', () => {
  const wallet = { id: 'w', name: 'W', mobile_link: null, desktop_link: null, webapp_link: null }
  it('needs a mobile, desktop or web app link', () => {
    expect(pairsByWalletConnect(wallet)).toBe(false)
    expect(pairsByWalletConnect({ ...wallet, mobile_link: 'w://' })).toBe(true)
    expect(pairsByWalletConnect({ ...wallet, desktop_link: 'w-desktop://' })).toBe(true)
    expect(pairsByWalletConnect({ ...wallet, webapp_link: 'https://app.w.example' })).toBe(true)
  })
})
