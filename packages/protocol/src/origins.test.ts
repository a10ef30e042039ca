import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './origins'

describe('isOriginAllowed (docs/product.md#remote-configuration: * wildcards, URL origins compared)', () => {
  it.each([
    ['https://app.example.com', ['https://app.example.com'], true],
    ['https://app.example.com', ['https://app.example.com/'], true],
    ['https://app.example.com/some/path', ['https://app.example.com'], true],
    ['https://app.example.com:443', ['https://app.example.com'], true],
    ['https://APP.example.com', ['https://app.example.com'], true],
    ['https://app.example.com', ['http://app.example.com'], false],
    ['https://app.example.com', ['https://example.com'], false],
    ['https://evil-app.example.com', ['https://app.example.com'], false],
    ['https://app.example.com', ['https://*.example.com'], true],
    ['https://a.b.example.com', ['https://*.example.com'], true],
    ['https://example.com', ['https://*.example.com'], false],
    ['https://example.com.evil.io', ['https://*.example.com'], false],
    ['https://evil.io/?.example.com', ['https://*.example.com'], false],
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://localhost', ['http://localhost:*'], true],
    ['http://foyer.localhost:5173', ['http://*.localhost:*'], true],
    ['https://anything.io', ['*'], true],
    ['https://app.example.com', [], false],
    ['not a url', ['*'], false],
    ['null', ['*'], false],
    ['https://app.example.com', ['https://*.example.com/path'], false],
    ['https://app.example.com', ['  https://app.example.com  '], true],
  ])('%s against %j → %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })
})
