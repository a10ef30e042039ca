import { isOriginAllowed } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { isSiwxOriginAllowed } from './isSiwxOriginAllowed'

describe('isSiwxOriginAllowed', () => {
  it('does not count entries that allow every host, though isOriginAllowed does', () => {
    const everyHost = [
      ['*', 'https://evil.example'],
      [' * ', 'http://evil.example'],
      ['https://*', 'https://evil.example'],
      ['http://*:*', 'http://evil.example:8080'],
      ['https://*.*', 'https://evil.example'],
    ]
    for (const [entry = '', origin = ''] of everyHost) {
      expect(isOriginAllowed(origin, [entry]), entry).toBe(true)
      expect(isSiwxOriginAllowed(origin, [entry]), entry).toBe(false)
    }
  })

  it('still matches concrete origins, subdomain and port wildcards next to them', () => {
    const allowed = ['*', 'https://shop.example', 'https://*.shop.example', 'http://localhost:*']
    expect(isSiwxOriginAllowed('https://shop.example', allowed)).toBe(true)
    expect(isSiwxOriginAllowed('https://app.shop.example', allowed)).toBe(true)
    expect(isSiwxOriginAllowed('http://localhost:5173', allowed)).toBe(true)
    expect(isSiwxOriginAllowed('http://[::1]:5173', ['http://[::1]:5173'])).toBe(true)
    expect(isSiwxOriginAllowed('https://shop.example.evil.example', allowed)).toBe(false)
    expect(isSiwxOriginAllowed('http://shop.example', allowed)).toBe(false)
  })
})
