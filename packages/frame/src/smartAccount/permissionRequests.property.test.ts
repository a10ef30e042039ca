import { isFoyerError, parseGrantPermissions, parseRevokePermissions } from '@foyer/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const NOW = 1_800_000_000
/** What a hostile page's permission request may come back as: a clear code, nothing else. */
const CODES = new Set([
  'INVALID_METHOD_PARAMS',
  'PERMISSION_EXPIRY_REQUIRED',
  'PERMISSION_UNSUPPORTED',
  'PERMISSION_ALLOWANCE_REQUIRED',
])

/** A well-formed request with any field replaced by arbitrary JSON, or left out. */
const mutatedRequest = fc
  .record({
    field: fc.constantFrom('expiry', 'signer', 'permissions', 'chainId', 'address', 'policies'),
    value: fc.option(fc.jsonValue(), { nil: undefined }),
  })
  .map(({ field, value }) => {
    const permission: Record<string, unknown> = {
      type: 'native-token-transfer',
      data: { ticker: 'ETH' },
      policies: [{ type: 'token-allowance', data: { allowance: '0x10' } }],
    }
    const request: Record<string, unknown> = {
      expiry: NOW + 60,
      signer: { type: 'account', data: { id: '0x000000000000000000000000000000000000bEEF' } },
      permissions: [permission],
    }
    if (field === 'policies') permission.policies = value
    else request[field] = value
    return [request]
  })

function outcome(run: () => unknown): string {
  try {
    run()
    return 'ok'
  } catch (error) {
    return isFoyerError(error) ? error.code : `threw ${String(error)}`
  }
}

describe('permission requests from a hostile page', () => {
  it('read as a grant or refused with a clear code, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), mutatedRequest), (params) => {
        const result = outcome(() => parseGrantPermissions(params, NOW))
        expect(result === 'ok' || CODES.has(result), result).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('revocations read as a context or refused as invalid params', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (params) => {
        const result = outcome(() => parseRevokePermissions(params))
        expect(['ok', 'INVALID_METHOD_PARAMS']).toContain(result)
      }),
      { numRuns: 1000 },
    )
  })
})
