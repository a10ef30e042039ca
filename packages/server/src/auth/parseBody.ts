import type { z } from 'zod'
import { ApiError } from '../http/apiError'

/** The request body as `schema` reads it, else 400 INVALID_PARAMS naming the first bad field. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new ApiError(400, 'INVALID_PARAMS', `${where}${issue?.message ?? 'invalid body'}`)
}
