import { isOriginAllowed } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { parseOriginPattern } from './parseOriginPattern'
import { ProjectError } from './projectError'

describe('parseOriginPattern', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['  https://App.Example.com/ ', 'https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://*.example.com', 'https://*.example.com'],
    ['HTTP://*.Foyer.localhost:*', 'http://*.foyer.localhost:*'],
    ['http://localhost:*', 'http://localhost:*'],
    ['https://*.example.com/', 'https://*.example.com'],
    ['*', '*'],
  ])('accepts %s as %s', (value, expected) => {
    expect(parseOriginPattern(value)).toBe(expected)
  })

  it.each([
    ['https://app.example.com/path', 'is not an origin such as https://app.example.com'],
    ['https://app.example.com?x=1', 'is not an origin'],
    ['https://app.example.com?', 'is not an origin'],
    ['https://app.example.com#top', 'is not an origin'],
    ['https://app.example.com#', 'is not an origin'],
    ['https://user@app.example.com', 'is not an origin'],
    ['https://@app.example.com', 'is not an origin'],
    ['ftp://files.example.com', 'is not an origin'],
    ['app.example.com', 'is not an origin'],
    ['', 'is not an origin'],
    ['https://*.example.com/path', 'is not an origin pattern such as https://*.example.com'],
    ['*.example.com', 'is not an origin pattern'],
    ['wss://*.example.com', 'is not an origin pattern'],
    ['https://*.example.com:8x', 'is not an origin pattern'],
  ])('rejects %s', (value, message) => {
    expect(() => parseOriginPattern(value)).toThrow(ProjectError)
    expect(() => parseOriginPattern(value)).toThrow(`"${value}" ${message}`)
  })

  it('gives entries that isOriginAllowed matches as intended', () => {
    const entries = ['http://*.foyer.localhost:*', 'https://app.example.com/'].map(
      parseOriginPattern,
    )
    expect(isOriginAllowed('http://wallet.foyer.localhost:8788', entries)).toBe(true)
    expect(isOriginAllowed('https://app.example.com', entries)).toBe(true)
    expect(isOriginAllowed('https://evil.example.com', entries)).toBe(false)
  })
})
