import { relayAbuse } from '../relay/quota/relayAbuse'
import type { Command } from './commandContext'
import { formatTable } from './formatTable'
import { parseCommandArgs } from './parseCommandArgs'
import { UsageError } from './usageError'

/**
 * `relay abuse [--days N]`: per project, the relay publishes refused over the last N UTC days
 * (default 1: today) by reason — quota, validation, saturated topic, rate — and what the
 * project's clients keep stored now. Counted by every node on the database (relay_refusals).
 */
export const relayAbuseCommand: Command = async (args, { io, withDatabase }) => {
  const { options } = parseCommandArgs('relay abuse', args, [], { days: { type: 'string' } })
  const days = options.days === undefined ? 1 : Number(options.days)
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new UsageError(
      `relay abuse: --days expects a whole number of days from 1, got "${options.days}"`,
    )
  }
  const projects = await withDatabase((db) => relayAbuse(db, { days, now: Date.now() }))
  if (projects.length === 0) {
    io.out(`No relay refusals and nothing stored in the last ${days} day(s).`)
    return
  }
  const header = [
    'PROJECT',
    'REFUSED',
    'QUOTA',
    'VALIDATION',
    'SATURATED',
    'RATE',
    'STORED',
    'STORED BYTES',
  ]
  const rows = projects.map((project) => [
    project.projectId || '(none)',
    String(project.total),
    String(project.refused.quota),
    String(project.refused.validation),
    String(project.refused.saturated),
    String(project.refused.rate),
    String(project.storedMessages),
    String(project.storedBytes),
  ])
  for (const line of formatTable(header, rows)) io.out(line)
}
