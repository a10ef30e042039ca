import { describe, expect, it } from 'vitest'
import { parseWalletConnectUri } from './parseWalletConnectUri'

const topic = 'a'.repeat(64)
const symKey = '0123456789abcdef'.repeat(4)
const now = 1_700_000_000_000
const valid = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000 + 300}`

describe('parseWalletConnectUri', () => {
  it('accepts a v2 pairing URI, trimmed, with its topic and expiry', () => {
    expect(parseWalletConnectUri(`  ${valid}\n`, now)).toEqual({
      ok: true,
      uri: valid,
      topic,
      relayProtocol: 'irn',
      expiresAt: now + 300_000,
    })
  })

  it('accepts one without expiry and with extra parameters', () => {
    const uri = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&methods=wc_sessionPropose`
    expect(parseWalletConnectUri(uri, now)).toEqual({ ok: true, uri, topic, relayProtocol: 'irn' })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['https://example.com/?uri=x', 'notWalletConnect'],
    [`wc:${topic}@1?bridge=https%3A%2F%2Fbridge.example&key=${symKey}`, 'oldVersion'],
    [`wc:${topic}@2`, 'malformed'],
    [`wc:${topic}@2?relay-protocol=irn`, 'malformed'],
    [`wc:${topic}@2?relay-protocol=irn&symKey=1234`, 'malformed'],
    [`wc:xyz@2?relay-protocol=irn&symKey=${symKey}`, 'malformed'],
    [`wc:${topic}@2?symKey=${symKey}`, 'malformed'],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=soon`, 'malformed'],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000}`, 'expired'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseWalletConnectUri(text, now)).toEqual({ ok: false, problem })
  })
})
