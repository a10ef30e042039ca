import { fullName, type NameRecord } from '@foyer/protocol'
import type { Queryable } from '../store/database'

/** One row of `names` joined with one of its addresses. */
interface NameAddressRow {
  label: string
  attributes: Record<string, unknown> | string
  name_created_at: Date | string
  updated_at: Date | string
  coin_type: string
  address: string
  created_at: Date | string
}

const SELECT = `SELECT n.label, n.attributes, n.created_at AS name_created_at, n.updated_at,
  a.coin_type::text AS coin_type, a.address, a.created_at
  FROM names n JOIN name_addresses a ON a.label = n.label`

const iso = (value: Date | string) => new Date(value).toISOString()

/** The records of `rows` (several rows per name: one per coin type), in the order first seen. */
function toRecords(rows: NameAddressRow[], zone: string): NameRecord[] {
  const records = new Map<string, NameRecord>()
  for (const row of rows) {
    let record = records.get(row.label)
    if (!record) {
      const attributes =
        typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes
      record = {
        name: fullName(row.label, zone),
        addresses: {},
        attributes: Object.fromEntries(
          Object.entries(attributes ?? {}).filter(([, value]) => typeof value === 'string'),
        ) as Record<string, string>,
        created: iso(row.name_created_at),
        updated: iso(row.updated_at),
      }
      records.set(row.label, record)
    }
    record.addresses[row.coin_type] = { address: row.address, created: iso(row.created_at) }
  }
  return [...records.values()]
}

/** The registered name `label`, or undefined. */
export async function readNameRecord(
  db: Queryable,
  label: string,
  zone: string,
): Promise<NameRecord | undefined> {
  const rows = await db.query<NameAddressRow>(`${SELECT} WHERE n.label = $1`, [label])
  return toRecords(rows, zone)[0]
}

/** Every name `address` (checksummed) holds, under any coin type, newest first. */
export async function readNamesOfAddress(
  db: Queryable,
  address: string,
  zone: string,
): Promise<NameRecord[]> {
  const rows = await db.query<NameAddressRow>(
    `${SELECT} WHERE n.label IN (SELECT label FROM name_addresses WHERE address = $1)
     ORDER BY n.created_at DESC, n.label, a.coin_type`,
    [address],
  )
  return toRecords(rows, zone)
}

/** Which of `labels` are registered. */
export async function registeredLabels(db: Queryable, labels: string[]): Promise<Set<string>> {
  if (labels.length === 0) return new Set()
  const rows = await db.query<{ label: string }>(
    'SELECT label FROM names WHERE label = ANY($1::text[])',
    [labels],
  )
  return new Set(rows.map((row) => row.label))
}

/**
 * The label `address` (checksummed) holds under `coinType`; when it is undefined, the newest
 * label the address holds as a plain account (the same account on every chain; a contract
 * account's name stays on its chain). Undefined when there is none.
 */
export async function labelOfAddress(
  db: Queryable,
  address: string,
  coinType?: number,
): Promise<string | undefined> {
  const rows =
    coinType === undefined
      ? await db.query<{ label: string }>(
          `SELECT label FROM name_addresses WHERE address = $1 AND plain_account
           ORDER BY created_at DESC, label LIMIT 1`,
          [address],
        )
      : await db.query<{ label: string }>(
          'SELECT label FROM name_addresses WHERE address = $1 AND coin_type = $2',
          [address, coinType],
        )
  return rows[0]?.label
}

/**
 * The address `label` has under `coinType`; when it is undefined, the newest plain account the
 * label has on any chain. Undefined when there is none.
 */
export async function addressOfLabel(
  db: Queryable,
  label: string,
  coinType?: number,
): Promise<string | undefined> {
  const rows =
    coinType === undefined
      ? await db.query<{ address: string }>(
          `SELECT address FROM name_addresses WHERE label = $1 AND plain_account
           ORDER BY created_at DESC, coin_type LIMIT 1`,
          [label],
        )
      : await db.query<{ address: string }>(
          'SELECT address FROM name_addresses WHERE label = $1 AND coin_type = $2',
          [label, coinType],
        )
  return rows[0]?.address
}

/** The text record `key` of `label` (a string in its `attributes`), or undefined. */
export async function textOfLabel(
  db: Queryable,
  label: string,
  key: string,
): Promise<string | undefined> {
  const rows = await db.query<{ value: string | null }>(
    `SELECT attributes->>$2 AS value FROM names
     WHERE label = $1 AND jsonb_typeof(attributes->$2) = 'string'`,
    [label, key],
  )
  return rows[0]?.value ?? undefined
}
