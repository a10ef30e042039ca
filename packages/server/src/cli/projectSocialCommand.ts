import { type SocialProvider, socialProviderSchema } from '@foyer/protocol'
import { loadSocialSecretKey } from '../auth/social/loadSocialSecretKey'
import { socialEnvName } from '../auth/social/readSocialCredentials'
import { loadConfig } from '../config/loadConfig'
import {
  listProjectSocialClients,
  removeProjectSocialClient,
  setProjectSocialClient,
} from '../projects/projectSocialCredentials'
import type { Command } from './commandContext'
import { formatTable } from './formatTable'
import { parseCommandArgs } from './parseCommandArgs'
import { parseProjectIdArg } from './parseProjectIdArg'
import { UsageError } from './usageError'

/**
 * An environment variable's name, as `--client-secret-env` takes it: upper case, so that a secret
 * given there by mistake is refused without being echoed.
 */
const ENV_NAME = /^[A-Z_][A-Z0-9_]{0,127}$/

function parseProvider(value: string): SocialProvider {
  const parsed = socialProviderSchema.safeParse(value)
  if (!parsed.success) {
    throw new UsageError(
      `"${value}" is not a social provider (${socialProviderSchema.options.join(', ')})`,
    )
  }
  return parsed.data
}

/**
 * `project social ID set PROVIDER --client-id ID --client-secret-env VAR`, `… remove PROVIDER`,
 * `… list`: a project's own OAuth clients, which come before the instance's
 * SOCIAL_<PROVIDER>_CLIENT_ID/SECRET. The secret is read from the environment variable named
 * (never from the command line, which shells keep and `ps` shows) and stored sealed; nothing
 * ever prints it.
 */
export const projectSocialCommand: Command = async ([idArg, action, ...args], context) => {
  const { io, withDatabase } = context
  if (idArg === undefined) throw new UsageError('project social: missing ID')
  const id = parseProjectIdArg(idArg)
  if (action === 'list') {
    parseCommandArgs('project social list', args, [])
    const clients = await withDatabase((db) => listProjectSocialClients(db, id))
    if (clients.length === 0) {
      io.out(
        `Project ${id} has no social clients of its own: sign-in uses the instance's SOCIAL_<PROVIDER>_CLIENT_ID/SECRET`,
      )
      return
    }
    const rows = clients.map((client) => [
      client.provider,
      client.clientId,
      client.updatedAt.toISOString().slice(0, 10),
    ])
    for (const line of formatTable(['PROVIDER', 'CLIENT ID', 'UPDATED'], rows)) io.out(line)
    return
  }
  if (action === 'remove') {
    const { positionals } = parseCommandArgs('project social remove', args, ['PROVIDER'])
    const provider = parseProvider(positionals.PROVIDER)
    const removed = await withDatabase((db) => removeProjectSocialClient(db, id, provider))
    io.out(
      removed
        ? `Project ${id} no longer has its own ${provider} client`
        : `Project ${id} had no ${provider} client of its own`,
    )
    return
  }
  if (action !== 'set') {
    throw new UsageError(
      `project social: expected set, remove or list, got ${action === undefined ? 'nothing' : `"${action}"`}`,
    )
  }
  const { positionals, options } = parseCommandArgs('project social set', args, ['PROVIDER'], {
    'client-id': { type: 'string' },
    'client-secret-env': { type: 'string' },
  })
  const provider = parseProvider(positionals.PROVIDER)
  const clientId = options['client-id']?.trim()
  if (!clientId) throw new UsageError('project social set: --client-id ID is required')
  if (clientId.length > 512) throw new UsageError('project social set: --client-id is too long')
  const secretEnv = options['client-secret-env']
  if (!secretEnv) {
    throw new UsageError(
      `project social set: --client-secret-env VAR is required: the name of an environment variable holding the secret (e.g. ${socialEnvName(provider, 'CLIENT_SECRET')}), never the secret itself`,
    )
  }
  if (!ENV_NAME.test(secretEnv)) {
    throw new UsageError(
      'project social set: --client-secret-env takes the name of an environment variable (A-Z, 0-9, _), not the secret',
    )
  }
  const clientSecret = io.env[secretEnv]?.trim()
  if (!clientSecret) {
    throw new Error(`project social set: the environment variable ${secretEnv} is unset or empty`)
  }
  const key = await loadSocialSecretKey(loadConfig(io.env, io.cwd))
  await withDatabase((db) =>
    setProjectSocialClient(db, key, {
      projectId: id,
      provider,
      clientId,
      clientSecret,
      now: new Date(),
    }),
  )
  io.out(`Project ${id} now signs in with its own ${provider} client ${clientId}`)
}
