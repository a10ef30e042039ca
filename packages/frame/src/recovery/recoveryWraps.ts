import { FoyerError, type RecoveryMethod } from '@foyer/protocol'
import { fromBase64url, toBase64url } from '../encoding/base64url'
import { derivePasskeyKek } from './passkeyKek'
import {
  acceptableScryptParams,
  derivePasswordKek,
  RECOVERY_SCRYPT_PARAMS,
  type ScryptParams,
} from './passwordKek'
import { isStrongRecoveryPassword } from './passwordStrength'
import { type RecoveryContext, type RecoveryKey, recoveryAssociatedData } from './recoveryKey'
import { openBytes, sealBytes } from './sealedBox'

export type PasswordMethod = Extract<RecoveryMethod, { kind: 'password' }>
export type PasskeyMethod = Extract<RecoveryMethod, { kind: 'passkey' }>

/**
 * RK wrapped under the password's KEK (scrypt, 16-byte random salt, `params`, default
 * RECOVERY_SCRYPT_PARAMS). A weak password is refused first: WEAK_RECOVERY_PASSWORD.
 */
export async function wrapWithPassword(
  rk: RecoveryKey,
  password: string,
  context: RecoveryContext,
  params: ScryptParams = RECOVERY_SCRYPT_PARAMS,
): Promise<PasswordMethod> {
  if (!isStrongRecoveryPassword(password)) throw new FoyerError('WEAK_RECOVERY_PASSWORD')
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const kek = await derivePasswordKek(password, salt, params)
  return {
    kind: 'password',
    salt: toBase64url(salt),
    params: { ...params, dkLen: 32 },
    wrap: await sealBytes(kek, rk, recoveryAssociatedData(context, 'password')),
  }
}

/** RK from a password wrap; WRONG_RECOVERY_PASSWORD when it does not open (GCM's check). */
export async function unwrapWithPassword(
  method: PasswordMethod,
  password: string,
  context: RecoveryContext,
): Promise<RecoveryKey> {
  if (!acceptableScryptParams(method.params)) throw new FoyerError('WRONG_RECOVERY_PASSWORD')
  const kek = await derivePasswordKek(password, fromBase64url(method.salt), method.params)
  const rk = await openBytes(kek, method.wrap, recoveryAssociatedData(context, 'password'))
  if (rk?.length !== 32 || !rk) throw new FoyerError('WRONG_RECOVERY_PASSWORD')
  return rk
}

/** RK wrapped under the KEK a passkey's PRF output gives (one wrap per passkey). */
export async function wrapWithPasskey(
  rk: RecoveryKey,
  passkey: { credentialId: string; prf: Uint8Array },
  context: RecoveryContext,
): Promise<PasskeyMethod> {
  const kek = derivePasskeyKek(passkey.prf, passkey.credentialId)
  return {
    kind: 'passkey',
    credentialId: passkey.credentialId,
    wrap: await sealBytes(kek, rk, recoveryAssociatedData(context, 'passkey')),
  }
}

/**
 * RK from the wrap of the passkey that answered; RECOVERY_NEEDED when no wrap is that passkey's,
 * SHARES_MISMATCH when its wrap does not open (another wallet's, or changed).
 */
export async function unwrapWithPasskey(
  methods: readonly RecoveryMethod[],
  passkey: { credentialId: string; prf: Uint8Array },
  context: RecoveryContext,
): Promise<RecoveryKey> {
  const method = methods.find(
    (m): m is PasskeyMethod => m.kind === 'passkey' && m.credentialId === passkey.credentialId,
  )
  if (!method) throw new FoyerError('RECOVERY_NEEDED')
  const kek = derivePasskeyKek(passkey.prf, passkey.credentialId)
  const rk = await openBytes(kek, method.wrap, recoveryAssociatedData(context, 'passkey'))
  if (rk?.length !== 32 || !rk) throw new FoyerError('SHARES_MISMATCH')
  return rk
}
