import { effectiveFeatures } from '../projects/effectiveFeatures'
import { listProjects } from '../projects/listProjects'
import type { Project } from '../projects/project'
import type { Command } from './commandContext'
import { formatTable } from './formatTable'
import { parseCommandArgs } from './parseCommandArgs'

/** `project list`: one row per project, oldest first. */
export const projectListCommand: Command = async (args, { io, withDatabase }) => {
  parseCommandArgs('project list', args, [])
  const projects = await withDatabase(listProjects)
  if (projects.length === 0) {
    io.out('No projects yet: npm run foyer -- project create --name NAME')
    return
  }
  const header = ['ID', 'NAME', 'ANALYTICS', 'FEATURES', 'ALLOWED ORIGINS', 'CREATED']
  const rows = projects.map((project) => [
    project.id,
    project.name,
    project.analyticsEnabled === null ? 'default' : project.analyticsEnabled ? 'on' : 'off',
    describeOverrides(project),
    project.allowedOrigins.join(', ') || '(none)',
    project.createdAt.toISOString().slice(0, 10),
  ])
  for (const line of formatTable(header, rows)) io.out(line)
}

/** The overridden features: `swaps off, socials on (config)`; `-` when there are none. */
function describeOverrides(project: Project): string {
  const { features, invalid } = effectiveFeatures(project.features)
  const described = features
    .filter(
      (feature) => Object.hasOwn(project.features, feature.id) && !invalid.includes(feature.id),
    )
    .map((feature) => `${feature.id} ${feature.isEnabled ? 'on' : 'off'}`)
  const broken = invalid.map((id) => `${id} (invalid, ignored)`)
  return [...described, ...broken].join(', ') || '-'
}
