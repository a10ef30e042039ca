import { type Address, getAddress, type Hex, isAddress, toFunctionSelector } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { FoyerError } from '../errors/foyerError'
import { ANY_FUNCTION, ANY_TARGET, VALUE_TRANSFER } from './foyerAccountSignatures'

/** A call a session key may make: to `target` (ANY_TARGET: anyone), data starting with `selector`. */
export type SessionPermission = { target: Address; selector: Hex }

/**
 * A `wallet_grantPermissions` request as a FoyerAccount session (docs/product.md#session-permissions):
 * what the owner's `grantSession(key, session)` carries, and the request's permissions to answer
 * back as granted.
 */
export type PermissionGrant = {
  /** The chain the request names, if it names one. */
  chainId: number | undefined
  /** The account the request names, if it names one. */
  address: Address | undefined
  /** The dapp's session key: it signs the session's operations. */
  key: Address
  session: {
    /** 0: from the block that grants it. */
    validAfter: number
    validUntil: number
    /** Seconds per allowance period. */
    period: number
    /** Wei the session may spend per period (call values, and gas when no paymaster pays). */
    spendLimit: bigint
    calls: SessionPermission[]
  }
  /** The allowance renews every period (else one period spans the session). */
  recurring: boolean
  /** The request's permissions the grant holds, as the request wrote them. */
  granted: Record<string, unknown>[]
  /** The request's signer, as it wrote it. */
  signer: Record<string, unknown>
}

/** The most permissions one request may carry (each becomes stored calls on chain). */
export const MAX_SESSION_PERMISSIONS = 20
/** The most functions one contract-call permission may name. */
const MAX_CALLS_PER_PERMISSION = 20

const UINT48_MAX = 2 ** 48 - 1
const UINT128_MAX = 2n ** 128n - 1n
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const SELECTOR = /^0x[0-9a-fA-F]{8}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalid = () => new FoyerError('INVALID_METHOD_PARAMS')

/**
 * Reads `wallet_grantPermissions`'s params (ERC-7715, in the form viem's `grantPermissions`
 * sends: `[{ chainId?, address?, expiry, signer, permissions: [{ type, data, policies, required }] }]`)
 * at time `now` (seconds). The rules: an expiry after `now` (PERMISSION_EXPIRY_REQUIRED); a signer
 * that is a key the dapp holds (`account` with its address, or `key` with a secp256k1 public
 * key); the permission types a FoyerAccount enforces on chain:
 *  - `contract-call` `{ address, calls? }`: those functions (signatures or selectors) of that
 *    contract, or any when `calls` is empty;
 *  - `native-token-transfer` with a `token-allowance` policy: plain transfers to anyone, that
 *    allowance for the whole session;
 *  - `native-token-recurring-allowance` `{ allowance, start?, period }`: the same, per period.
 * A permission or policy of another type is left out when it is not `required`, else refused
 * (PERMISSION_UNSUPPORTED). The allowance bounds the value of every call the session makes.
 */
export function parseGrantPermissions(params: unknown, now: number): PermissionGrant {
  const [request] = Array.isArray(params) ? params : []
  if (!isRecord(request)) throw invalid()
  const { expiry, chainId, address, signer, permissions } = request
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= now) {
    throw new FoyerError('PERMISSION_EXPIRY_REQUIRED')
  }
  if (expiry > UINT48_MAX) throw invalid()
  if (chainId !== undefined && (typeof chainId !== 'string' || !QUANTITY.test(chainId))) {
    throw invalid()
  }
  if (address !== undefined && (typeof address !== 'string' || !isAddress(address))) {
    throw invalid()
  }
  if (
    !Array.isArray(permissions) ||
    permissions.length === 0 ||
    permissions.length > MAX_SESSION_PERMISSIONS
  ) {
    throw invalid()
  }
  const key = signerKey(signer)

  const calls: SessionPermission[] = []
  const granted: Record<string, unknown>[] = []
  let allowance: ReadPermission['allowance']
  for (const permission of permissions) {
    if (!isRecord(permission) || typeof permission.type !== 'string') throw invalid()
    const read = readPermission(permission, expiry, now)
    if (!read) continue
    if (read.allowance) {
      // One allowance per session: the account keeps one spend limit per key.
      if (allowance) throw invalid()
      allowance = read.allowance
    }
    calls.push(...read.calls)
    granted.push(permission)
  }
  if (granted.length === 0) {
    // Every permission was left out: the first one's type is what cannot be granted.
    throw new FoyerError('PERMISSION_UNSUPPORTED', {
      params: { type: String((permissions[0] as Record<string, unknown>).type) },
    })
  }
  if (allowance && allowance.validAfter >= expiry) throw invalid()
  return {
    chainId: chainId === undefined ? undefined : Number(BigInt(chainId)),
    address: address as Address | undefined,
    key,
    session: {
      validAfter: allowance?.validAfter ?? 0,
      validUntil: expiry,
      // Without an allowance period, one period spans the whole session.
      period: allowance?.period ?? expiry - now,
      spendLimit: allowance?.spendLimit ?? 0n,
      calls,
    },
    recurring: allowance?.recurring ?? false,
    granted,
    signer: signer as Record<string, unknown>,
  }
}

/** The session key's address: an `account` signer's id, or a `key` signer's public key's. */
function signerKey(signer: unknown): Address {
  if (!isRecord(signer) || !isRecord(signer.data)) throw invalid()
  const { type, data } = signer
  if (type === 'account') {
    const id = data.id ?? data.address
    if (typeof id !== 'string' || !isAddress(id)) throw invalid()
    return id
  }
  if (type === 'key') {
    const id = data.id ?? data.publicKey
    if (data.type !== undefined && data.type !== 'secp256k1') {
      throw new FoyerError('PERMISSION_UNSUPPORTED', {
        params: { type: `key ${String(data.type)}` },
      })
    }
    // An uncompressed secp256k1 public key: 0x04 and 64 bytes.
    if (typeof id !== 'string' || !/^0x04[0-9a-fA-F]{128}$/.test(id)) throw invalid()
    return publicKeyToAddress(id as Hex)
  }
  throw new FoyerError('PERMISSION_UNSUPPORTED', { params: { type: `signer ${String(type)}` } })
}

type ReadPermission = {
  calls: SessionPermission[]
  allowance?: { spendLimit: bigint; validAfter: number; period: number; recurring: boolean }
}

/** One permission as calls and an allowance; undefined when left out (unsupported, not required). */
function readPermission(
  permission: Record<string, unknown>,
  expiry: number,
  now: number,
): ReadPermission | undefined {
  const { type, data, policies = [], required } = permission
  const refuse = (what: string) => {
    if (required === true)
      throw new FoyerError('PERMISSION_UNSUPPORTED', { params: { type: what } })
    return undefined
  }
  if (!isRecord(data) || !Array.isArray(policies)) throw invalid()
  const policyTypes = policies.map((policy) => (isRecord(policy) ? policy.type : undefined))
  const transfers = { target: ANY_TARGET, selector: VALUE_TRANSFER }
  switch (type) {
    case 'contract-call': {
      if (policies.length > 0) return refuse(`${type} policy ${String(policyTypes[0])}`)
      return { calls: contractCalls(data) }
    }
    case 'native-token-transfer': {
      const [policy, ...others] = policies
      if (others.length > 0 || !isRecord(policy) || policy.type !== 'token-allowance') {
        throw new FoyerError('PERMISSION_ALLOWANCE_REQUIRED')
      }
      const spendLimit = quantity(isRecord(policy.data) ? policy.data.allowance : undefined)
      return {
        calls: [transfers],
        allowance: { spendLimit, validAfter: 0, period: expiry - now, recurring: false },
      }
    }
    case 'native-token-recurring-allowance': {
      if (policies.length > 0) return refuse(`${type} policy ${String(policyTypes[0])}`)
      const { allowance, start = 0, period } = data
      const spendLimit = quantity(allowance)
      if (typeof start !== 'number' || !Number.isSafeInteger(start) || start < 0) throw invalid()
      if (typeof period !== 'number' || !Number.isSafeInteger(period) || period <= 0) {
        throw invalid()
      }
      if (period > UINT48_MAX) throw invalid()
      return {
        calls: [transfers],
        allowance: { spendLimit, validAfter: start, period, recurring: true },
      }
    }
    default:
      return refuse(String(type))
  }
}

/** A contract-call permission's (target, selector) pairs: its functions, or any. */
function contractCalls(data: Record<string, unknown>): SessionPermission[] {
  const { address, calls = [] } = data
  if (typeof address !== 'string' || !isAddress(address)) throw invalid()
  if (!Array.isArray(calls) || calls.length > MAX_CALLS_PER_PERMISSION) throw invalid()
  if (calls.length === 0) return [{ target: address, selector: ANY_FUNCTION }]
  return calls.map((call) => {
    if (typeof call !== 'string' || call.length > 1000) throw invalid()
    if (SELECTOR.test(call)) return { target: address, selector: call.toLowerCase() as Hex }
    try {
      return { target: address, selector: toFunctionSelector(call) }
    } catch {
      throw invalid()
    }
  })
}

function quantity(value: unknown): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid()
  const amount = BigInt(value)
  if (amount > UINT128_MAX) throw invalid()
  return amount
}

/**
 * Reads `wallet_revokePermissions`'s params `[{ permissionsContext }]`: the context
 * `wallet_grantPermissions` answered, the session key's address.
 */
export function parseRevokePermissions(params: unknown): Address {
  const [request] = Array.isArray(params) ? params : []
  if (!isRecord(request)) throw invalid()
  const context = request.permissionsContext ?? request.context
  if (typeof context !== 'string' || !isAddress(context, { strict: false })) throw invalid()
  return getAddress(context)
}
