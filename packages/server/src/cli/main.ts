import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../config/loadConfig'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { openLockedDatabase } from '../store/openLockedDatabase'
import type { CliIo } from './cliIo'
import type { Command } from './commandContext'
import { custodianCommand } from './custodianCommand'
import { directoryImportCommand } from './directoryImportCommand'
import { projectAnalyticsCommand } from './projectAnalyticsCommand'
import { projectCreateCommand } from './projectCreateCommand'
import { projectFeaturesCommand } from './projectFeaturesCommand'
import { projectListCommand } from './projectListCommand'
import { projectOriginsCommand } from './projectOriginsCommand'
import { projectSocialCommand } from './projectSocialCommand'
import { relayAbuseCommand } from './relayAbuseCommand'
import { serve } from './serve'
import { USAGE } from './usage'
import { UsageError } from './usageError'

const COMMANDS: Readonly<Record<string, Readonly<Record<string, Command>>>> = {
  project: {
    create: projectCreateCommand,
    list: projectListCommand,
    origins: projectOriginsCommand,
    features: projectFeaturesCommand,
    analytics: projectAnalyticsCommand,
    social: projectSocialCommand,
  },
  directory: { import: directoryImportCommand },
  relay: { abuse: relayAbuseCommand },
}

const HELP = new Set(['help', '--help', '-h'])

/**
 * The `foyer` command (`npm run foyer -- …` from source, `foyer`/`node dist/main.js` built):
 * `serve` runs production mode until SIGINT/SIGTERM; the admin commands run one command against
 * the server's database (migrated first). Resolves with the exit code: 0, or 1 after printing
 * what is wrong.
 */
export async function main(args: readonly string[], io: CliIo): Promise<number> {
  const [group, name, ...rest] = args
  if (group === undefined) {
    io.err(USAGE)
    return 1
  }
  if (HELP.has(group)) {
    io.out(USAGE)
    return 0
  }
  try {
    if (group === 'serve') {
      if (name !== undefined) throw new UsageError(`serve takes no arguments, got "${name}"`)
      return await serve(io)
    }
    if (group === 'custodian') {
      if (name !== undefined) throw new UsageError(`custodian takes no arguments, got "${name}"`)
      return await custodianCommand(io)
    }
    const command = findCommand(group, name)
    await command(rest, { io, withDatabase: (work) => withDatabase(io, work) })
    return 0
  } catch (error) {
    io.err(`foyer: ${(error as Error).message}`)
    if (error instanceof UsageError) io.err('Run `foyer help` for the commands.')
    return 1
  }
}

function findCommand(group: string, name: string | undefined): Command {
  const commands = COMMANDS[group]
  if (!commands) throw new UsageError(`unknown command "${group}"`)
  const command = name === undefined ? undefined : commands[name]
  if (!command) {
    const known = Object.keys(commands).join(', ')
    const got = name === undefined ? 'nothing' : `"${name}"`
    throw new UsageError(`${group}: expected one of ${known}, got ${got}`)
  }
  return command
}

async function withDatabase<T>(io: CliIo, work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env, io.cwd)
  const db = await io.openDatabase(config.database)
  try {
    await migrate(db)
    return await work(db)
  } finally {
    await db.close()
  }
}

/** The real process: stdout, stderr, its env and cwd, the configured database (locked). */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    cwd: process.cwd(),
    openDatabase: (config) => openLockedDatabase(config, 'the foyer admin CLI'),
  }
}

// `npm run foyer -- …` runs this file.
const entry = process.argv[1]
if (entry !== undefined && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2), processIo())
}
