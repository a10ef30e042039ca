import { isOriginAllowed } from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'

export type ParentOriginCheck =
  | { allowed: true; parentOrigin: string }
  | { allowed: false; reason: string }

/** Step (1) of the handshake: the frame serves only a parent on the project's allowed list. */
export async function checkParentOrigin(
  api: Pick<FrameApi, 'getAllowedOrigins'>,
  parentOrigin: string | undefined,
): Promise<ParentOriginCheck> {
  if (!parentOrigin) {
    return { allowed: false, reason: 'This wallet frame must be embedded by an allowed site.' }
  }
  let allowedOrigins: string[]
  try {
    allowedOrigins = await api.getAllowedOrigins()
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : ''
    return { allowed: false, reason: `The allowed sites could not be loaded${detail}.` }
  }
  if (!isOriginAllowed(parentOrigin, allowedOrigins)) {
    return {
      allowed: false,
      reason: `${parentOrigin} is not allowed to use this wallet. Add it to the project's allowed origins.`,
    }
  }
  return { allowed: true, parentOrigin }
}
