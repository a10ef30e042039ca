import { setProjectFeature } from '../projects/setProjectFeature'
import type { Command } from './commandContext'
import { parseCommandArgs } from './parseCommandArgs'
import { parseProjectIdArg } from './parseProjectIdArg'
import { parseSwitch } from './parseSwitch'
import { UsageError } from './usageError'

/** `project features set ID FEATURE on|off [--config JSON]`: prints the stored feature. */
export const projectFeaturesCommand: Command = async ([action, ...args], { io, withDatabase }) => {
  if (action !== 'set') {
    throw new UsageError(
      `project features: expected set, got ${action === undefined ? 'nothing' : `"${action}"`}`,
    )
  }
  const { positionals, options } = parseCommandArgs(
    'project features set',
    args,
    ['ID', 'FEATURE', 'on|off'],
    { config: { type: 'string' } },
  )
  const id = parseProjectIdArg(positionals.ID)
  const isEnabled = parseSwitch(positionals['on|off']) === true
  let config: unknown
  if (options.config !== undefined) {
    try {
      config = JSON.parse(options.config)
    } catch (error) {
      throw new UsageError(`--config is not JSON: ${(error as Error).message}`)
    }
  }
  const feature = await withDatabase((db) =>
    setProjectFeature(db, id, { id: positionals.FEATURE, isEnabled, config }),
  )
  io.out(`Project ${id}: ${JSON.stringify(feature)}`)
}
