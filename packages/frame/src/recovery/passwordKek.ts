import { scryptAsync } from '@noble/hashes/scrypt'

/** scrypt parameters, stored with each password wrap so they can be raised later. */
export type ScryptParams = { N: number; r: number; p: number; dkLen: number }

/** The parameters new password wraps use (docs/security.md): 128 MiB, about a second. */
export const RECOVERY_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, dkLen: 32 }

/**
 * The most a stored record may ask for (a server could otherwise make the frame spend GiBs):
 * N ≤ 2^20, r ≤ 16, p ≤ 4, dkLen 32.
 */
export function acceptableScryptParams(params: ScryptParams): boolean {
  const { N, r, p, dkLen } = params
  return (
    Number.isInteger(N) &&
    N >= 2 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 16 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 4 &&
    dkLen === 32
  )
}

/** KEK = scrypt(NFKC(password), salt, params): the 32 bytes that wrap RK. */
export function derivePasswordKek(
  password: string,
  salt: Uint8Array,
  params: ScryptParams,
): Promise<Uint8Array> {
  const { N, r, p, dkLen } = params
  return scryptAsync(new TextEncoder().encode(password.normalize('NFKC')), salt, {
    N,
    r,
    p,
    dkLen,
    maxmem: 2 ** 31,
  })
}
