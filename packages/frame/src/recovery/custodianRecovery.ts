import {
  type CustodianKey,
  isFoyerError,
  type RecoveryMethod,
  type RecoveryRecord,
} from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'
import type { FrameApi } from '../api/frameApi'
import { toBase64url } from '../encoding/base64url'
import { createOneOffKey, openCustodianRelease, wrapForCustodian } from './custodianWrap'
import type { RecoveryContext, RecoveryKey } from './recoveryKey'

/**
 * CUSTODIAL email recovery, the frame's part (docs/security.md): only where the record names a
 * custodian (the operator opted in). The custodian is the operator's net; the visitor's own
 * methods (passkey, password) stay what the page offers and what "protected" means.
 */

/** Whether the visitor has a method of their own (a passkey or the recovery password). */
export function hasVisitorMethod(record: RecoveryRecord): boolean {
  return record.methods.some((method) => method.kind !== 'custodian')
}

/** Whether the custodian can restore the wallet: a wrap of the custodian's current key. */
export function hasCurrentCustodianWrap(record: RecoveryRecord): boolean {
  const keyId = record.custodian?.keyId
  return keyId !== undefined && record.methods.some((m) => isCustodianWrapOf(m, keyId))
}

/** Whether the wallet has a custodian wrap at all (the status's `custodial`). */
export function hasCustodianWrap(record: RecoveryRecord): boolean {
  return record.methods.some((method) => method.kind === 'custodian')
}

/** The custodian's key when it runs and the wallet has no wrap of that key yet. */
export function missingCustodianWrap(record: RecoveryRecord): CustodianKey | undefined {
  return record.custodian && !hasCurrentCustodianWrap(record) ? record.custodian : undefined
}

/** Adds a custodian wrap of `recoveryKey` (RK at `record.version`) when the record lacks one. */
export async function addCustodianWrap(input: {
  api: FrameApi
  token: string
  record: RecoveryRecord
  recoveryKey: RecoveryKey
  context: RecoveryContext
}): Promise<RecoveryRecord> {
  const custodian = missingCustodianWrap(input.record)
  if (!custodian || !input.record.sealedRecovery) return input.record
  return input.api.addRecoveryMethod(input.token, {
    version: input.record.version,
    method: await wrapForCustodian(input.recoveryKey, custodian, input.context),
  })
}

/**
 * RK from the custodian, with no prompt: a one-off X25519 key made here for this call, the
 * release route (the server mails the user a notice first), the release opened with it. The
 * one-off private key is dropped when this returns.
 */
export async function restoreWithCustodian(
  api: FrameApi,
  token: string,
  context: RecoveryContext,
): Promise<RecoveryKey> {
  const recipient = createOneOffKey()
  const release = await api.releaseFromCustodian(token, {
    recipientPublicKey: toBase64url(recipient.publicKey),
  })
  return openCustodianRelease(recipient, release, context)
}

/**
 * Whether the custodian could not restore (off, unreachable, or its answer did not open): the
 * frame then asks the visitor for a method of their own when the wallet has one.
 */
export function isCustodianUnavailable(error: unknown): boolean {
  const code =
    error instanceof ApiRequestError ? error.code : isFoyerError(error) ? error.code : undefined
  return code === 'CUSTODIAN_FAILED' || code === 'CUSTODIAN_OFF'
}

/**
 * A custodian wrap that could not be added is not the visitor's failure (the wallet works here,
 * and the visitor may still protect it): it is logged, by code only, never with key material.
 */
export function logCustodianFailure(step: string, error: unknown): void {
  const code = error instanceof ApiRequestError || isFoyerError(error) ? error.code : 'unexpected'
  console.warn(`[foyer-frame] custodial recovery: ${step} failed (${code})`)
}

function isCustodianWrapOf(method: RecoveryMethod, keyId: string): boolean {
  return method.kind === 'custodian' && method.keyId === keyId
}
