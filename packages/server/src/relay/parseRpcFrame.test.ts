import { describe, expect, it } from 'vitest'
import { parseRpcFrame } from './parseRpcFrame'
import { RPC_ERROR_CODES } from './rpcErrors'

describe('parseRpcFrame', () => {
  it('reads a request, keeping the id as JSON text', () => {
    expect(
      parseRpcFrame('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}'),
    ).toEqual({ kind: 'request', id: '1', method: 'irn_subscribe', params: { topic: 't' } })
    expect(parseRpcFrame('{"id":"a\\"b","jsonrpc":"2.0","method":"m"}')).toMatchObject({
      kind: 'request',
      id: '"a\\"b"',
    })
  })

  it('keeps every digit of an id beyond 2^53, as the SDKs send them', () => {
    const text =
      '{"params":{"id":1,"nested":{"id":2}},"id" : 1712345678901234567,"jsonrpc":"2.0","method":"m"}'
    expect(parseRpcFrame(text)).toMatchObject({ kind: 'request', id: '1712345678901234567' })
    expect(parseRpcFrame('{"id":1.5,"jsonrpc":"2.0","method":"m"}')).toMatchObject({ id: '1.5' })
  })

  it('reads a response to the relay (an acknowledgement)', () => {
    expect(parseRpcFrame('{"id":7,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 7,
      ok: true,
    })
    expect(parseRpcFrame('{"id":7,"jsonrpc":"2.0","error":{"code":1,"message":"x"}}')).toEqual({
      kind: 'response',
      id: 7,
      ok: false,
    })
  })

  it.each([
    ['{bad', 'null', RPC_ERROR_CODES.parseError, /^Parse error: /],
    ['[{"id":1}]', 'null', RPC_ERROR_CODES.invalidRequest, /^Batch requests are not supported$/],
    ['42', 'null', RPC_ERROR_CODES.invalidRequest, /^Expected a JSON-RPC 2.0 object$/],
    ['null', 'null', RPC_ERROR_CODES.invalidRequest, /^Expected a JSON-RPC 2.0 object$/],
    ['{"jsonrpc":"2.0","method":"m"}', 'null', RPC_ERROR_CODES.invalidRequest, /needs an id/],
    ['{"id":{},"jsonrpc":"2.0","method":"m"}', 'null', RPC_ERROR_CODES.invalidRequest, /id/],
    ['{"id":3,"method":"m"}', '3', RPC_ERROR_CODES.invalidRequest, /jsonrpc must be "2.0"/],
    ['{"id":3,"jsonrpc":"2.0"}', '3', RPC_ERROR_CODES.invalidRequest, /method must be/],
    ['{"id":3,"jsonrpc":"2.0","method":""}', '3', RPC_ERROR_CODES.invalidRequest, /method/],
  ])('answers %s with an error', (text, id, code, message) => {
    const frame = parseRpcFrame(text)
    expect(frame.kind).toBe('invalid')
    if (frame.kind !== 'invalid') return
    expect(frame.id).toBe(id)
    expect(frame.error.code).toBe(code)
    expect(frame.error.message).toMatch(message)
  })
})
