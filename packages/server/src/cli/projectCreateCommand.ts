import { createProject } from '../projects/createProject'
import type { Command } from './commandContext'
import { parseCommandArgs } from './parseCommandArgs'
import { UsageError } from './usageError'

/** `project create --name NAME [--origins a,b]`: prints the new project's id. */
export const projectCreateCommand: Command = async (args, { io, withDatabase }) => {
  const { options } = parseCommandArgs('project create', args, [], {
    name: { type: 'string' },
    origins: { type: 'string' },
  })
  if (options.name === undefined) throw new UsageError('project create: --name NAME is required')
  const name = options.name
  const allowedOrigins = (options.origins ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  const project = await withDatabase((db) => createProject(db, { name, allowedOrigins }))
  io.out(project.id)
}
