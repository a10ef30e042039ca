import { addAllowedOrigin } from '../projects/addAllowedOrigin'
import { removeAllowedOrigin } from '../projects/removeAllowedOrigin'
import type { Command } from './commandContext'
import { parseCommandArgs } from './parseCommandArgs'
import { parseProjectIdArg } from './parseProjectIdArg'
import { UsageError } from './usageError'

/** `project origins add|remove ID ORIGIN`. */
export const projectOriginsCommand: Command = async ([action, ...args], { io, withDatabase }) => {
  if (action !== 'add' && action !== 'remove') {
    throw new UsageError(
      `project origins: expected add or remove, got ${action === undefined ? 'nothing' : `"${action}"`}`,
    )
  }
  const { positionals } = parseCommandArgs(`project origins ${action}`, args, ['ID', 'ORIGIN'])
  const id = parseProjectIdArg(positionals.ID)
  const origin = positionals.ORIGIN
  if (action === 'add') {
    const added = await withDatabase((db) => addAllowedOrigin(db, id, origin))
    io.out(added ? `Project ${id} now allows ${origin}` : `Project ${id} already allows ${origin}`)
    return
  }
  await withDatabase((db) => removeAllowedOrigin(db, id, origin))
  io.out(`Project ${id} no longer allows ${origin}`)
}
