import { type Address, encodeAbiParameters, type Hex } from 'viem'

/** FoyerAccount permission selector of a plain value transfer to the target (empty data only). */
export const VALUE_TRANSFER: Hex = '0x00000000'
/** FoyerAccount permission selector of any call of the target, value transfers included. */
export const ANY_FUNCTION: Hex = '0xffffffff'
/**
 * FoyerAccount permission target meaning any target (never the account itself nor the
 * EntryPoint): with VALUE_TRANSFER, plain native transfers to anyone within the spend limit.
 */
export const ANY_TARGET: Address = '0x0000000000000000000000000000000000000000'

/**
 * The `signature` of a session key's user operation for FoyerAccount:
 * `abi.encode(address key, uint48 periodIndex, bytes signature)`, where `signature` is the key's
 * 65-byte ECDSA signature over the user operation hash (EntryPoint 0.8's, unprefixed) and
 * `periodIndex` the allowance period the operation is sent in ({@link sessionPeriodIndex}).
 */
export function encodeSessionSignature({
  key,
  periodIndex,
  signature,
}: {
  key: Address
  periodIndex: number
  signature: Hex
}): Hex {
  return encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint48' }, { type: 'bytes' }],
    [key, periodIndex, signature],
  )
}

/**
 * The allowance period of a session that a user operation included at `timestamp` (seconds)
 * falls in: period `i` is (validAfter + i·period, validAfter + (i + 1)·period], the EntryPoint's
 * reading of the window the account returns. An operation naming another period is refused.
 */
export function sessionPeriodIndex(
  { validAfter, period }: { validAfter: number; period: number },
  timestamp: bigint | number,
): number {
  const elapsed = Number(timestamp) - validAfter
  return elapsed <= 0 ? 0 : Math.floor((elapsed - 1) / period)
}

/**
 * The EIP-712 typed data a FoyerAccount's owner signs (`signTypedData`) so that `account`
 * accepts `hash` by ERC-1271 (`isValidSignature(hash, signature)`): the struct
 * `FoyerAccountMessage(bytes32 hash)` in the account's own domain, so the signature holds for
 * that account on that chain only. For a message, `hash` is its EIP-191 hash (`hashMessage`).
 */
export function foyerAccountMessage({
  account,
  chainId,
  hash,
}: {
  account: Address
  chainId: number
  hash: Hex
}) {
  return {
    domain: { name: 'FoyerAccount', version: '1', chainId, verifyingContract: account },
    types: { FoyerAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'FoyerAccountMessage',
    message: { hash },
  } as const
}

/**
 * The EIP-712 typed data a FoyerAccount's owner signs (`signTypedData`) to end the session of
 * `key` through anyone who sends it (`revokeSessionWithSignature(key, signature)`, e.g. the API's
 * relayer): the struct `RevokeSession(address key,uint256 nonce)` in the account's own domain,
 * where `nonce` is the account's `revocationNonce()`, so that the signature ends one session of
 * that account on that chain, once.
 */
export function revokeSessionTypedData({
  account,
  chainId,
  key,
  nonce,
}: {
  account: Address
  chainId: number
  key: Address
  nonce: bigint
}) {
  return {
    domain: { name: 'FoyerAccount', version: '1', chainId, verifyingContract: account },
    types: {
      RevokeSession: [
        { name: 'key', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { key, nonce },
  } as const
}
