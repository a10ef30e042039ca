import { DEV_NAMES_GATEWAY_SIGNER, DEV_NAMES_GATEWAY_SIGNER_KEY } from '@foyer/protocol'
import { decodeAbiParameters, recoverAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { gatewaySignatureHash, signGatewayAnswer } from './signGatewayAnswer'

const resolver = '0x8F105B87580e271D9957751D14401a0c4A8D3f37'
const request = '0x9061b923'
const result = `0x${'00'.repeat(12)}${'ab'.repeat(20)}` as const

describe('signGatewayAnswer', () => {
  it('answers abi.encode(result, expires, signature) signed by the key over the hash', async () => {
    const answer = await signGatewayAnswer({
      resolver,
      request,
      result,
      expires: 1_700_000_300n,
      signerKey: DEV_NAMES_GATEWAY_SIGNER_KEY,
    })
    const [decoded, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      answer,
    )
    expect(decoded).toBe(result)
    expect(expires).toBe(1_700_000_300n)
    const hash = gatewaySignatureHash(resolver, expires, request, result)
    expect(await recoverAddress({ hash, signature })).toBe(DEV_NAMES_GATEWAY_SIGNER)
  })

  it('binds the resolver, the expiry, the request and the result', () => {
    const base = gatewaySignatureHash(resolver, 1n, request, result)
    expect(gatewaySignatureHash(DEV_NAMES_GATEWAY_SIGNER, 1n, request, result)).not.toBe(base)
    expect(gatewaySignatureHash(resolver, 2n, request, result)).not.toBe(base)
    expect(gatewaySignatureHash(resolver, 1n, '0x9061b924', result)).not.toBe(base)
    expect(gatewaySignatureHash(resolver, 1n, request, '0x')).not.toBe(base)
  })

  it('has the dev signer address of the dev key', () => {
    expect(privateKeyToAddress(DEV_NAMES_GATEWAY_SIGNER_KEY)).toBe(DEV_NAMES_GATEWAY_SIGNER)
  })
})
