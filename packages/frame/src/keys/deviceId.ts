const DEVICE_ID_KEY = '@foyer-frame/deviceId'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A stable random id for this device, kept in the frame origin's storage. */
export function getDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  crypto: Pick<Crypto, 'randomUUID'>,
): string {
  const existing = storage.getItem(DEVICE_ID_KEY)
  if (existing && UUID.test(existing)) return existing
  const created = crypto.randomUUID()
  storage.setItem(DEVICE_ID_KEY, created)
  return created
}
