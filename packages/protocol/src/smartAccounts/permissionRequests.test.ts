import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../errors/foyerError'
import { ANY_FUNCTION, ANY_TARGET, VALUE_TRANSFER } from './foyerAccountSignatures'
import { parseGrantPermissions, parseRevokePermissions } from './permissionRequests'

const NOW = 1_800_000_000
const KEY = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const request = (overrides: Record<string, unknown> = {}) => [
  {
    expiry: NOW + 3600,
    signer: { type: 'account', data: { id: KEY.address } },
    permissions: [
      {
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [{ type: 'token-allowance', data: { allowance: '0x2386f26fc10000' } }],
        required: true,
      },
      {
        type: 'contract-call',
        data: { address: TOKEN, calls: ['transfer(address,uint256)', '0x095EA7B3'] },
        policies: [],
      },
    ],
    ...overrides,
  },
]

function codeOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (isFoyerError(error)) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected an error')
}

describe('parseGrantPermissions', () => {
  it('reads viem’s grantPermissions request as a session grant', () => {
    const grant = parseGrantPermissions(request(), NOW)
    expect(grant.key).toBe(KEY.address)
    expect(grant.session).toEqual({
      validAfter: 0,
      validUntil: NOW + 3600,
      period: 3600,
      spendLimit: 10_000_000_000_000_000n,
      calls: [
        { target: ANY_TARGET, selector: VALUE_TRANSFER },
        { target: TOKEN, selector: '0xa9059cbb' },
        { target: TOKEN, selector: '0x095ea7b3' },
      ],
    })
    expect(grant.granted).toHaveLength(2)
    expect(grant.chainId).toBeUndefined()
  })

  it('reads a recurring allowance, a key signer and any function of a contract', () => {
    const grant = parseGrantPermissions(
      request({
        chainId: '0x7a69',
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: KEY.publicKey } },
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: '0x64', start: NOW, period: 60 },
          },
          { type: 'contract-call', data: { address: TOKEN } },
        ],
      }),
      NOW,
    )
    expect(grant.key).toBe(KEY.address)
    expect(grant.chainId).toBe(31337)
    expect(grant.session).toMatchObject({ validAfter: NOW, period: 60, spendLimit: 100n })
    expect(grant.session.calls[1]).toEqual({ target: TOKEN, selector: ANY_FUNCTION })
  })

  it('refuses a request with no expiry, or one in the past, with the expiry message', () => {
    const [body] = request() as unknown as [Record<string, unknown>]
    const { expiry: _, ...noExpiry } = body
    for (const params of [[noExpiry], request({ expiry: NOW }), request({ expiry: '9999' })]) {
      expect(codeOf(() => parseGrantPermissions(params, NOW))).toEqual({
        code: 'PERMISSION_EXPIRY_REQUIRED',
        message: 'A permission request needs an expiry in the future',
      })
    }
  })

  it('needs an allowance for native transfers', () => {
    const params = request({
      permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] }],
    })
    expect(codeOf(() => parseGrantPermissions(params, NOW)).code).toBe(
      'PERMISSION_ALLOWANCE_REQUIRED',
    )
  })

  it('leaves out an optional permission it cannot enforce and refuses a required one', () => {
    const erc20 = { type: 'erc20-token-transfer', data: { address: TOKEN, ticker: 'T' } }
    const [optional] = request({
      permissions: [erc20, { type: 'contract-call', data: { address: TOKEN }, policies: [] }],
    })
    expect(parseGrantPermissions([optional], NOW).granted).toHaveLength(1)
    expect(
      codeOf(() =>
        parseGrantPermissions(request({ permissions: [{ ...erc20, required: true }] }), NOW),
      ),
    ).toEqual({
      code: 'PERMISSION_UNSUPPORTED',
      message: 'This wallet cannot grant the permission erc20-token-transfer',
    })
    expect(codeOf(() => parseGrantPermissions(request({ permissions: [erc20] }), NOW)).code).toBe(
      'PERMISSION_UNSUPPORTED',
    )
    const wallet = request({ signer: { type: 'wallet', data: {} } })
    expect(codeOf(() => parseGrantPermissions(wallet, NOW)).code).toBe('PERMISSION_UNSUPPORTED')
  })

  it('refuses malformed requests as invalid params', () => {
    const cases: unknown[] = [
      undefined,
      [],
      ['x'],
      request({ permissions: [] }),
      request({ permissions: 'all' }),
      request({ signer: { type: 'account', data: { id: '0x12' } } }),
      request({ chainId: 31337 }),
      request({ address: 'me' }),
      request({ expiry: 2 ** 48 }),
      request({
        permissions: [{ type: 'contract-call', data: { address: TOKEN, calls: ['not a sig'] } }],
      }),
      request({
        permissions: [
          { type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 0 } },
        ],
      }),
      request({
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: `0x1${'0'.repeat(32)}`, period: 60 },
          },
        ],
      }),
    ]
    for (const params of cases) {
      expect(codeOf(() => parseGrantPermissions(params, NOW)).code).toBe('INVALID_METHOD_PARAMS')
    }
  })
})

describe('parseRevokePermissions', () => {
  it('reads the permissions context', () => {
    expect(parseRevokePermissions([{ permissionsContext: KEY.address }])).toBe(KEY.address)
  })

  it('refuses anything else', () => {
    for (const params of [undefined, [], [{}], [{ permissionsContext: '0x1234' }]]) {
      expect(codeOf(() => parseRevokePermissions(params)).code).toBe('INVALID_METHOD_PARAMS')
    }
  })
})
