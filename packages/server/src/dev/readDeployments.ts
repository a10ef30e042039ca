import { readFile } from 'node:fs/promises'
import { type Deployments, deploymentsSchema } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/** The deployments file, `undefined` when there is none; an invalid file is an ApiError 500. */
export async function readDeployments(file: string): Promise<Deployments | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(500, 'DEPLOYMENTS_INVALID', `${file} is not JSON`)
  }
  const parsed = deploymentsSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError(
      500,
      'DEPLOYMENTS_INVALID',
      `${file} does not match the deployments schema: ${issue?.path.join('.')} ${issue?.message}`,
    )
  }
  return parsed.data
}
