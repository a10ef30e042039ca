import { toBase64url } from '../encoding/base64url'

const DEVICE_ID_KEY = '@foyer-frame/deviceId'
/** An id this frame made: 32 random bytes in base64url (43 characters). */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/
/** An id made before 256-bit ids (a UUID v4: 122 random bits); kept, so the device stays approved. */
const LEGACY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A stable random id for this device, kept in the frame origin's storage. It is a secret (with the
 * email it picks up this device's approved session), so it is 256 bits from the CSPRNG.
 */
export function getDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  crypto: Pick<Crypto, 'getRandomValues'>,
): string {
  const existing = storage.getItem(DEVICE_ID_KEY)
  if (existing && (DEVICE_ID.test(existing) || LEGACY_UUID.test(existing))) return existing
  const created = toBase64url(crypto.getRandomValues(new Uint8Array(32)))
  storage.setItem(DEVICE_ID_KEY, created)
  return created
}
