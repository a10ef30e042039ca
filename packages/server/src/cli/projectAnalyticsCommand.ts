import { setProjectAnalytics } from '../projects/setProjectAnalytics'
import type { Command } from './commandContext'
import { parseCommandArgs } from './parseCommandArgs'
import { parseProjectIdArg } from './parseProjectIdArg'
import { parseSwitch } from './parseSwitch'

/** `project analytics ID on|off|default`. */
export const projectAnalyticsCommand: Command = async (args, { io, withDatabase }) => {
  const { positionals } = parseCommandArgs('project analytics', args, ['ID', 'on|off|default'])
  const id = parseProjectIdArg(positionals.ID)
  const enabled = parseSwitch(positionals['on|off|default'], true)
  await withDatabase((db) => setProjectAnalytics(db, id, enabled))
  io.out(
    enabled === null
      ? `Project ${id}: analytics follow ANALYTICS_ENABLED`
      : `Project ${id}: analytics ${enabled ? 'on' : 'off'}`,
  )
}
