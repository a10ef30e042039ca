import type { Queryable } from '../store/database'
import type { DeviceKey } from './authHasher'

/** Whether the user approved the device (`deviceKey`: its keyed id, AuthHasher.device). */
export async function isDeviceApproved(
  db: Queryable,
  userId: string,
  deviceKey: DeviceKey,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_id = $2', [
    userId,
    deviceKey,
  ])
  return rows.length > 0
}

/** Records the device as approved for the user (keeps the first approval time). */
export async function approveDevice(
  db: Queryable,
  userId: string,
  deviceKey: DeviceKey,
  now: Date,
) {
  await db.query(
    `INSERT INTO devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_id) DO NOTHING`,
    [userId, deviceKey, now],
  )
}
