import type { z } from 'zod'

/** Longest cursor accepted; ours are far shorter. */
const MAX_CURSOR_LENGTH = 512

/** An opaque page cursor: base64url of the JSON of the last entry's sort key. */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** The sort key in `cursor`, or `undefined` when it is not a cursor this API gave out. */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
