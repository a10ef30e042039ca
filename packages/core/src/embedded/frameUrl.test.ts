import { FRAME_URL_PARAMS, SDK_VERSION } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { frameUrl } from './frameUrl'

const base = 'http://wallet.foyer.localhost:8788/'
const params = {
  projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  apiUrl: 'http://api.foyer.localhost:8787',
}

describe('frameUrl', () => {
  it('carries projectId, chainId, version, enableLogger, rpcUrl and apiUrl', () => {
    const url = new URL(frameUrl(base, { ...params, enableLogger: true }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
      chainId: '31337',
      version: SDK_VERSION,
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8545',
      apiUrl: 'http://api.foyer.localhost:8787',
    })
  })

  it('names every frame URL parameter of docs/product.md', () => {
    const url = new URL(frameUrl(base, params))
    for (const name of FRAME_URL_PARAMS) expect(url.searchParams.has(name), name).toBe(true)
  })

  it('turns the logger off unless asked', () => {
    expect(new URL(frameUrl(base, params)).searchParams.get('enableLogger')).toBe('false')
    expect(
      new URL(frameUrl(base, { ...params, enableLogger: false })).searchParams.get('enableLogger'),
    ).toBe('false')
  })

  it('keeps the frame page and escapes the values', () => {
    const href = frameUrl('http://wallet.foyer.localhost:8788/frame/index.html', {
      ...params,
      rpcUrl: 'http://127.0.0.1:8545/rpc?key=a&b=c',
    })
    const url = new URL(href)
    expect(url.origin).toBe('http://wallet.foyer.localhost:8788')
    expect(url.pathname).toBe('/frame/index.html')
    expect(href).toContain('rpcUrl=http%3A%2F%2F127.0.0.1%3A8545%2Frpc%3Fkey%3Da%26b%3Dc')
    expect(url.searchParams.get('rpcUrl')).toBe('http://127.0.0.1:8545/rpc?key=a&b=c')
    expect(url.searchParams.has('b')).toBe(false)
  })

  it('replaces a parameter already in the base URL rather than repeating it', () => {
    const url = new URL(frameUrl(`${base}?chainId=1&theme=dark`, params))
    expect(url.searchParams.getAll('chainId')).toEqual(['31337'])
    expect(url.searchParams.get('theme')).toBe('dark')
  })

  it('refuses a base that is not a URL', () => {
    expect(() => frameUrl('wallet.foyer.localhost', params)).toThrow()
  })
})
