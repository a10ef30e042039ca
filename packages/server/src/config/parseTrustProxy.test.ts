import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from './parseTrustProxy'

describe('parseTrustProxy', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    [' 0 ', 0],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, loopback,::1, fd00::/8', ['10.0.0.0/8', 'loopback', '::1', 'fd00::/8']],
  ])('reads %s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it.each([
    ['proxy.internal', '"proxy.internal" is not an IP address'],
    ['10.0.0.0/33', '"10.0.0.0/33" is not an IP address'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1" is not an IP address'],
    ['::1/129', '"::1/129" is not an IP address'],
    ['10.0.0.1/x', '"10.0.0.1/x" is not an IP address'],
    [' , ', 'expected true, false, a hop count or addresses'],
  ])('rejects %s', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message)
  })
})
