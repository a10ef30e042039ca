import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_REMOTE_FEATURES, DEV_PROJECT_ID } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadSocialSecretKey } from '../auth/social/loadSocialSecretKey'
import wallets from '../directory/data/wallets.json'
import { testWallet } from '../directory/testWallet'
import { createProject } from '../projects/createProject'
import { ensureDevProject } from '../projects/ensureDevProject'
import { getProject } from '../projects/getProject'
import { listProjects } from '../projects/listProjects'
import { readProjectSocialCredentials } from '../projects/projectSocialCredentials'
import type { Database } from '../store/database'
import { openLockedDatabase } from '../store/openLockedDatabase'
import { tempDir } from '../test/tempDir'
import { testDatabases } from '../test/testDatabases'
import type { CliIo } from './cliIo'
import { main } from './main'
import { USAGE } from './usage'

interface Run {
  code: number
  out: string[]
  err: string[]
}

describe.each(testDatabases)('foyer CLI on %s', (_, open) => {
  let db: Database
  let cwd: string
  beforeAll(async () => {
    db = await open()
    cwd = await mkdtemp(join(tmpdir(), 'foyer-cli-'))
    // The CLI migrates the database it opens: the first command creates the tables.
    expect(await main(['project', 'list'], capture(db).io)).toBe(0)
  })
  afterAll(async () => {
    await db.close()
    await rm(cwd, { recursive: true, force: true })
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE projects CASCADE')
  })

  function capture(target: Database, env: NodeJS.ProcessEnv = {}) {
    const out: string[] = []
    const err: string[] = []
    const io: CliIo = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env,
      cwd,
      openDatabase: async () => ({ ...target, close: async () => {} }),
    }
    return { io, out, err }
  }

  async function run(...args: string[]): Promise<Run> {
    const { io, out, err } = capture(db)
    const code = await main(args, io)
    return { code, out, err }
  }

  async function fails(args: string[], message: string | RegExp, usageHint = true) {
    const result = await run(...args)
    expect(result.code).toBe(1)
    expect(result.out).toEqual([])
    if (typeof message === 'string') expect(result.err[0]).toBe(`foyer: ${message}`)
    else expect(result.err[0]).toMatch(message)
    expect(result.err.slice(1)).toEqual(usageHint ? ['Run `foyer help` for the commands.'] : [])
  }

  describe('help', () => {
    it.each(['help', '--help', '-h'])('%s prints the usage', async (flag) => {
      expect(await run(flag)).toEqual({ code: 0, out: [USAGE], err: [] })
    })

    it('prints the usage and fails without a command', async () => {
      expect(await run()).toEqual({ code: 1, out: [], err: [USAGE] })
    })

    it.each([
      [['teleport'], 'unknown command "teleport"'],
      [
        ['project'],
        'project: expected one of create, list, origins, features, analytics, social, got nothing',
      ],
      [
        ['project', 'delete'],
        'project: expected one of create, list, origins, features, analytics, social, got "delete"',
      ],
      [['directory', 'export'], 'directory: expected one of import, got "export"'],
    ])('refuses %j', async (args, message) => {
      await fails(args, message)
    })
  })

  describe('project create', () => {
    it('creates a project and prints only its id', async () => {
      const result = await run(
        'project',
        'create',
        '--name',
        'Shop',
        '--origins',
        'https://shop.example, https://*.shop.example',
      )
      expect(result.code).toBe(0)
      expect(result.out).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)])
      expect(await getProject(db, result.out[0] ?? '')).toMatchObject({
        name: 'Shop',
        allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
      })
    })

    it('creates a project without origins', async () => {
      const result = await run('project', 'create', '--name=Bare')
      expect(result.code).toBe(0)
      expect((await getProject(db, result.out[0] ?? ''))?.allowedOrigins).toEqual([])
    })

    it.each([
      [['project', 'create'], 'project create: --name NAME is required'],
      [['project', 'create', '--name'], "project create: Option '--name <value>' argument missing"],
      [
        ['project', 'create', '--name', 'A', '--colour', 'red'],
        "project create: Unknown option '--colour'",
      ],
      [
        ['project', 'create', '--name', 'A', 'extra'],
        'project create: unexpected argument "extra" (expected none)',
      ],
    ])('refuses %j', async (args, message) => {
      const result = await run(...args)
      expect(result.code).toBe(1)
      expect(result.err[0]).toContain(`foyer: ${message}`)
      expect(await listProjects(db)).toEqual([])
    })

    it.each([
      [['--name', ' '], 'A project name must not be empty'],
      [
        ['--name', 'A', '--origins', 'https://a.example/path'],
        '"https://a.example/path" is not an origin such as https://app.example.com (http or https, no path)',
      ],
    ])('refuses bad input %j and creates nothing', async (args, message) => {
      await fails(['project', 'create', ...args], message, false)
      expect(await listProjects(db)).toEqual([])
    })
  })

  describe('project list', () => {
    it('says how to create a project when there is none', async () => {
      expect(await run('project', 'list')).toEqual({
        code: 0,
        out: ['No projects yet: npm run foyer -- project create --name NAME'],
        err: [],
      })
    })

    it('lists the projects as a table', async () => {
      await ensureDevProject(db, ['http://localhost:5173'])
      const shop = await createProject(db, { name: 'Shop' })
      await run('project', 'features', 'set', shop.id, 'swaps', 'off')
      await run('project', 'analytics', shop.id, 'on')
      await db.query(
        `UPDATE projects SET features = features || '{"email": {"id": "email"}}' WHERE id = $1`,
        [shop.id],
      )
      const { code, out } = await run('project', 'list')
      expect(code).toBe(0)
      const created = (line: string | undefined) => line?.slice(-10) ?? ''
      expect(created(out[1])).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(out).toEqual([
        'ID                                NAME       ANALYTICS  FEATURES                             ALLOWED ORIGINS                                    CREATED',
        `${DEV_PROJECT_ID}  Foyer dev  default    gasSponsorship on                    http://localhost:5173, http://*.foyer.localhost:*  ${created(out[1])}`,
        `${shop.id}  Shop       on         swaps off, email (invalid, ignored)  (none)                                             ${created(out[2])}`,
      ])
    })

    it('refuses arguments', async () => {
      await fails(
        ['project', 'list', 'all'],
        'project list: unexpected argument "all" (expected none)',
      )
    })
  })

  describe('project origins', () => {
    it('adds, re-adds and removes an origin', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      expect((await run('project', 'origins', 'add', id, 'https://*.shop.example')).out).toEqual([
        `Project ${id} now allows https://*.shop.example`,
      ])
      expect((await run('project', 'origins', 'add', id, 'https://*.shop.example')).out).toEqual([
        `Project ${id} already allows https://*.shop.example`,
      ])
      expect((await run('project', 'origins', 'remove', id, 'https://*.shop.example')).out).toEqual(
        [`Project ${id} no longer allows https://*.shop.example`],
      )
      expect((await getProject(db, id))?.allowedOrigins).toEqual([])
    })

    it.each([
      [['project', 'origins'], 'project origins: expected add or remove, got nothing', true],
      [['project', 'origins', 'list'], 'project origins: expected add or remove, got "list"', true],
      [['project', 'origins', 'add', 'x'.repeat(32)], 'project origins add: missing ORIGIN', true],
      [['project', 'origins', 'add'], 'project origins add: missing ID ORIGIN', true],
      [
        ['project', 'origins', 'add', 'nope', 'https://a.example'],
        '"nope" is not a project id (32 hex characters, see project list)',
        true,
      ],
      [
        ['project', 'origins', 'add', 'a'.repeat(32), 'https://a.example'],
        `No project has the id "${'a'.repeat(32)}"`,
        false,
      ],
    ])('refuses %j', async (args, message, hint) => {
      await fails(args, message, hint)
    })

    it('refuses a malformed origin and an origin the project does not have', async () => {
      const { id } = await createProject(db, {
        name: 'Shop',
        allowedOrigins: ['https://a.example'],
      })
      await fails(
        ['project', 'origins', 'add', id, 'a.example'],
        '"a.example" is not an origin such as https://app.example.com (http or https, no path)',
        false,
      )
      await fails(
        ['project', 'origins', 'remove', id, 'https://b.example'],
        `Project ${id} does not allow "https://b.example" (its allowed origins: https://a.example)`,
        false,
      )
    })
  })

  describe('project features', () => {
    it('switches a feature, with and without a config', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      expect((await run('project', 'features', 'set', id, 'multiWallet', 'on')).out).toEqual([
        `Project ${id}: {"id":"multiWallet","isEnabled":true,"config":null}`,
      ])
      const socials = await run(
        'project',
        'features',
        'set',
        id,
        'socials',
        'on',
        '--config',
        '["github","x"]',
      )
      expect(socials.out).toEqual([
        `Project ${id}: {"id":"socials","isEnabled":true,"config":["github","x"]}`,
      ])
      expect((await getProject(db, id))?.features).toEqual({
        multiWallet: { id: 'multiWallet', isEnabled: true, config: null },
        socials: { id: 'socials', isEnabled: true, config: ['github', 'x'] },
      })
    })

    it('refuses bad input and stores nothing', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      await fails(['project', 'features', 'get', id], 'project features: expected set, got "get"')
      await fails(
        ['project', 'features', 'set', id, 'swaps'],
        'project features set: missing on|off',
      )
      await fails(
        ['project', 'features', 'set', id, 'swaps', 'maybe'],
        'Expected on or off, got "maybe"',
      )
      await fails(
        ['project', 'features', 'set', id, 'swaps', 'on', '--config', '[oops'],
        `--config is not JSON: ${jsonError('[oops')}`,
      )
      await fails(
        ['project', 'features', 'set', id, 'teleport', 'on'],
        `Unknown feature "teleport": expected one of ${DEFAULT_REMOTE_FEATURES.map((f) => f.id).join(', ')}`,
        false,
      )
      await fails(
        ['project', 'features', 'set', id, 'socials', 'on', '--config', '["myspace"]'],
        /^foyer: Invalid socials feature: config\.0: /,
        false,
      )
      expect((await getProject(db, id))?.features).toEqual({})
    })
  })

  describe('project analytics', () => {
    it('switches analytics on, off and back to the default', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      expect((await run('project', 'analytics', id, 'on')).out).toEqual([
        `Project ${id}: analytics on`,
      ])
      expect((await getProject(db, id))?.analyticsEnabled).toBe(true)
      expect((await run('project', 'analytics', id, 'off')).out).toEqual([
        `Project ${id}: analytics off`,
      ])
      expect((await getProject(db, id))?.analyticsEnabled).toBe(false)
      expect((await run('project', 'analytics', id, 'default')).out).toEqual([
        `Project ${id}: analytics follow ANALYTICS_ENABLED`,
      ])
      expect((await getProject(db, id))?.analyticsEnabled).toBeNull()
    })

    it('refuses bad input', async () => {
      await fails(
        ['project', 'analytics', 'a'.repeat(32), 'yes'],
        'Expected on, off or default, got "yes"',
      )
      await fails(
        ['project', 'analytics', 'a'.repeat(32), 'on'],
        `No project has the id "${'a'.repeat(32)}"`,
        false,
      )
    })
  })

  describe('project social', () => {
    const secret = 'gh-Secret-value-123'
    /** The social secret key lives in this test's DATA_DIR, as the server's would. */
    async function runWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
      const { io, out, err } = capture(db, { DATA_DIR: cwd, ...env })
      const code = await main(args, io)
      return { code, out, err }
    }
    const hint = 'Run `foyer help` for the commands.'

    it('sets, lists, replaces and removes a client, never showing the secret', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      expect(await runWith({}, 'project', 'social', id, 'list')).toEqual({
        code: 0,
        out: [
          `Project ${id} has no social clients of its own: sign-in uses the instance's SOCIAL_<PROVIDER>_CLIENT_ID/SECRET`,
        ],
        err: [],
      })
      const set = await runWith(
        { GH_SECRET: secret },
        ...['project', 'social', id, 'set', 'github', '--client-id', 'gh-client'],
        ...['--client-secret-env', 'GH_SECRET'],
      )
      expect(set).toEqual({
        code: 0,
        out: [`Project ${id} now signs in with its own github client gh-client`],
        err: [],
      })
      const [row] = await db.query<{ client_secret_sealed: string }>(
        'SELECT client_secret_sealed FROM project_social_credentials',
      )
      expect(row?.client_secret_sealed).not.toContain(secret)
      // The server opens it with the same key.
      const key = await loadSocialSecretKey({ dataDir: cwd, socialSecretKey: undefined })
      expect(
        await readProjectSocialCredentials(db, {
          key: async () => key,
          projectId: id,
          unreadable: () => {},
        }),
      ).toEqual({ github: { clientId: 'gh-client', clientSecret: secret } })
      const list = await runWith({}, 'project', 'social', id, 'list')
      expect(list.out).toEqual([
        'PROVIDER  CLIENT ID  UPDATED',
        expect.stringMatching(/^github {4}gh-client {2}\d{4}-\d{2}-\d{2}$/),
      ])
      expect(JSON.stringify([set, list])).not.toContain(secret)
      await runWith(
        { OTHER: 'other-secret' },
        ...['project', 'social', id, 'set', 'github', '--client-id', 'gh-2'],
        ...['--client-secret-env', 'OTHER'],
      )
      expect((await runWith({}, 'project', 'social', id, 'list')).out[1]).toMatch(/^github +gh-2 /)
      expect((await runWith({}, 'project', 'social', id, 'remove', 'github')).out).toEqual([
        `Project ${id} no longer has its own github client`,
      ])
      expect((await runWith({}, 'project', 'social', id, 'remove', 'github')).out).toEqual([
        `Project ${id} had no github client of its own`,
      ])
      expect(await db.query('SELECT * FROM project_social_credentials')).toEqual([])
    })

    it('refuses bad input, a secret on the command line, and stores nothing', async () => {
      const { id } = await createProject(db, { name: 'Shop' })
      const env = { GH_SECRET: secret }
      const refused = async (args: string[], message: string, usage = true) => {
        const result = await runWith(env, 'project', 'social', ...args)
        expect(result).toEqual({
          code: 1,
          out: [],
          err: [`foyer: ${message}`, ...(usage ? [hint] : [])],
        })
        expect(result.err.join('\n')).not.toContain(secret)
      }
      await refused([], 'project social: missing ID')
      await refused(
        ['nope', 'list'],
        '"nope" is not a project id (32 hex characters, see project list)',
      )
      await refused([id, 'add'], 'project social: expected set, remove or list, got "add"')
      await refused(
        [id, 'set', 'myspace', '--client-id', 'c', '--client-secret-env', 'GH_SECRET'],
        '"myspace" is not a social provider (google, github, apple, facebook, x, discord)',
      )
      await refused(
        [id, 'set', 'github', '--client-secret-env', 'GH_SECRET'],
        'project social set: --client-id ID is required',
      )
      await refused(
        [id, 'set', 'github', '--client-id', 'c'],
        'project social set: --client-secret-env VAR is required: the name of an environment variable holding the secret (e.g. SOCIAL_GITHUB_CLIENT_SECRET), never the secret itself',
      )
      await refused(
        [id, 'set', 'github', '--client-id', 'c', '--client-secret', secret],
        "project social set: Unknown option '--client-secret'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--client-secret\"",
      )
      await refused(
        [id, 'set', 'github', '--client-id', 'c', '--client-secret-env', secret],
        'project social set: --client-secret-env takes the name of an environment variable (A-Z, 0-9, _), not the secret',
      )
      await refused(
        [id, 'set', 'github', '--client-id', 'c', '--client-secret-env', 'UNSET_VAR'],
        'project social set: the environment variable UNSET_VAR is unset or empty',
        false,
      )
      await refused(
        ['f'.repeat(32), 'set', 'github', '--client-id', 'c', '--client-secret-env', 'GH_SECRET'],
        `No project has the id "${'f'.repeat(32)}"`,
        false,
      )
      await refused(['f'.repeat(32), 'list'], `No project has the id "${'f'.repeat(32)}"`, false)
      await refused([id, 'remove'], 'project social remove: missing PROVIDER')
      expect(await db.query('SELECT * FROM project_social_credentials')).toEqual([])
    })
  })

  describe('directory import', () => {
    const walletCount = async () => {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallets')
      return row?.count
    }

    it('imports the /getWallets shape, then updates and never duplicates', async () => {
      await db.exec('TRUNCATE wallets')
      await writeFile(
        join(cwd, 'page.json'),
        JSON.stringify({ data: wallets, count: wallets.length }),
      )
      expect(await run('directory', 'import', 'page.json')).toEqual({
        code: 0,
        out: [`Imported ${wallets.length} wallets: ${wallets.length} inserted, 0 updated`],
        err: [],
      })
      await writeFile(
        join(cwd, 'list.json'),
        JSON.stringify([...wallets.slice(0, 2), testWallet('newcomer')]),
      )
      expect((await run('directory', 'import', join(cwd, 'list.json'))).out).toEqual([
        'Imported 3 wallets: 1 inserted, 2 updated',
      ])
      expect(await walletCount()).toBe(wallets.length + 1)
    })

    it('refuses files it cannot use, naming what is wrong, and imports nothing', async () => {
      await db.exec('TRUNCATE wallets')
      await writeFile(join(cwd, 'broken.json'), '{"data": [')
      await writeFile(join(cwd, 'object.json'), '{"wallets": []}')
      await writeFile(
        join(cwd, 'invalid.json'),
        JSON.stringify([{ ...testWallet('ok'), homepage: 'http://x.example' }]),
      )
      await mkdir(join(cwd, 'folder.json'), { recursive: true })
      await fails(['directory', 'import'], 'directory import: missing FILE')
      await fails(
        ['directory', 'import', 'missing.json'],
        `Cannot read ${join(cwd, 'missing.json')}: no such file`,
      )
      await fails(
        ['directory', 'import', 'folder.json'],
        /^foyer: Cannot read .*folder\.json: EISDIR/,
      )
      await fails(
        ['directory', 'import', 'broken.json'],
        `${join(cwd, 'broken.json')} is not JSON: ${jsonError('{"data": [')}`,
      )
      await fails(
        ['directory', 'import', 'object.json'],
        `${join(cwd, 'object.json')} must hold a wallet list: {"data": [...]} as GET /getWallets answers, or [...]`,
      )
      await fails(
        ['directory', 'import', 'invalid.json'],
        /^foyer: Invalid wallet directory:\n {2}wallet 0 \("ok"\) homepage: /,
        false,
      )
      expect(await walletCount()).toBe(0)
    })
  })
})

function jsonError(text: string): string {
  try {
    JSON.parse(text)
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('foyer CLI with the configured database', () => {
  // A file PGlite migrated through every migration: over 20 s on a loaded 2-core machine.
  it('uses PGlite in DATA_DIR, migrates it, and refuses while a server holds it', async () => {
    const dataDir = await tempDir('foyer-cli')
    const out: string[] = []
    const err: string[] = []
    const io: CliIo = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: { DATA_DIR: 'data' },
      cwd: dataDir,
      openDatabase: (config) => openLockedDatabase(config, 'the foyer admin CLI'),
    }
    expect(await main(['project', 'create', '--name', 'Shop'], io)).toBe(0)
    expect(await main(['project', 'list'], io)).toBe(0)
    expect(out[2]).toMatch(new RegExp(`^${out[0]}  Shop `))

    const server = await openLockedDatabase(
      { kind: 'pglite', dataDir: join(dataDir, 'data', 'pglite') },
      'the Foyer API server',
    )
    try {
      expect(await main(['project', 'list'], io)).toBe(1)
      expect(err.at(-1)).toBe(
        `foyer: The database in ${join(dataDir, 'data', 'pglite')} is in use by the Foyer API server (process ${process.pid}). Stop it first, or set DATABASE_URL to a Postgres that several processes can share.`,
      )
    } finally {
      await server.close()
    }
  }, 60_000)

  it('names a bad configuration variable', async () => {
    const err: string[] = []
    const io: CliIo = {
      out: () => {},
      err: (line) => err.push(line),
      env: { DATABASE_URL: 'mysql://db/foyer' },
      cwd: '/',
      openDatabase: () => Promise.reject(new Error('not reached')),
    }
    expect(await main(['project', 'list'], io)).toBe(1)
    expect(err).toEqual([
      'foyer: Invalid configuration:\n  DATABASE_URL="mysql://db/foyer": expected a postgres:// URL (leave it unset for the embedded PGlite database)',
    ])
  })
})
