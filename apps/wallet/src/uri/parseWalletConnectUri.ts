/** Why a pasted text is not a pairing URI this wallet can use (each has a message in strings). */
export type UriProblem = 'empty' | 'notWalletConnect' | 'oldVersion' | 'malformed' | 'expired'

export type ParsedUri =
  | { ok: true; uri: string; topic: string; relayProtocol: string; expiresAt?: number }
  | { ok: false; problem: UriProblem }

const HEX_32_BYTES = /^[0-9a-f]{64}$/i

/**
 * Checks a WalletConnect v2 pairing URI, `wc:<topic>@2?relay-protocol=irn&symKey=<key>[&expiryTimestamp=<s>]`,
 * before the wallet hands it to the SDK. Surrounding whitespace is ignored.
 */
export function parseWalletConnectUri(text: string, nowMs = Date.now()): ParsedUri {
  const uri = text.trim()
  if (uri === '') return { ok: false, problem: 'empty' }
  if (!uri.toLowerCase().startsWith('wc:')) return { ok: false, problem: 'notWalletConnect' }
  const match = /^wc:([^@?]+)@(\d+)\?(.*)$/i.exec(uri)
  if (!match) return { ok: false, problem: 'malformed' }
  const [, topic = '', version, query = ''] = match
  if (version !== '2') return { ok: false, problem: 'oldVersion' }
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey') ?? ''
  const relayProtocol = params.get('relay-protocol') ?? ''
  if (!HEX_32_BYTES.test(topic) || !HEX_32_BYTES.test(symKey) || relayProtocol === '') {
    return { ok: false, problem: 'malformed' }
  }
  const expiry = params.get('expiryTimestamp')
  if (expiry === null) return { ok: true, uri, topic, relayProtocol }
  if (!/^\d+$/.test(expiry)) return { ok: false, problem: 'malformed' }
  const expiresAt = Number(expiry) * 1000
  if (expiresAt <= nowMs) return { ok: false, problem: 'expired' }
  return { ok: true, uri, topic, relayProtocol, expiresAt }
}
