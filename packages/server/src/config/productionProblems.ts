import { MIN_CUSTODIAN_TOKEN_LENGTH } from '../custodian/custodianConfig'

/**
 * Why production mode (`foyer serve`) must not start with `env`: one line per missing or unsafe
 * setting, `NAME: reason`, naming settings and never printing their values. Empty values count
 * as unset. Values that do not parse are loadConfig's to report (loadProductionConfig joins both).
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const value = (name: string) => (env[name] ? env[name] : undefined)
  const allowHttpLoopback = value('FOYER_TEST_ALLOW_HTTP_LOOPBACK') === 'true'
  const problems: string[] = []
  const problem = (name: string, reason: string) => problems.push(`${name}: ${reason}`)

  if (value('FOYER_DEV_MODE') === 'true') {
    problem(
      'FOYER_DEV_MODE',
      'must not be true in production: it turns on the dev project, the dev mailbox, the dev OpenID provider, the dev signer and /dev/*',
    )
  }

  const apiOrigin = checkHttpsUrl(
    value('PUBLIC_API_URL'),
    allowHttpLoopback,
    'the https URL browsers reach the API at, such as https://api.example.com',
    (reason) => problem('PUBLIC_API_URL', reason),
  )
  const frameOrigin = checkHttpsUrl(
    value('FRAME_ORIGIN'),
    allowHttpLoopback,
    "the https origin of the embedded-wallet frame, a sibling subdomain of the dapp's site such as https://wallet.example.com",
    (reason) => problem('FRAME_ORIGIN', reason),
  )
  if (frameOrigin !== undefined && frameOrigin === apiOrigin) {
    problem(
      'FRAME_ORIGIN',
      'must be another origin than PUBLIC_API_URL: the frame holds key shares in its own origin',
    )
  }
  if (frameOrigin !== undefined && originsOf(value('DEMO_ORIGINS')).includes(frameOrigin)) {
    problem(
      'FRAME_ORIGIN',
      "must not be one of DEMO_ORIGINS: a dapp's page must never share the frame's origin",
    )
  }

  if (!value('SMTP_URL')) {
    problem(
      'SMTP_URL',
      'missing: the SMTP server that sends sign-in codes and device approvals (production has no dev mailbox)',
    )
  }
  for (const name of ['AUTH_SHARE_KEY', 'RECOVERY_KEY', 'SOCIAL_SECRET_KEY', 'AUTH_HASH_KEY']) {
    if (!value(name)) {
      problem(
        name,
        'missing: 32 random bytes in base64 (openssl rand -base64 32); production reads keys from the environment, never generates them into DATA_DIR, so that every node has the same',
      )
    }
  }
  // One key, one job: a key reused for another purpose is as exposed as its most exposed use
  // (loadConfig already refuses AUTH_SHARE_KEY = RECOVERY_KEY).
  for (const other of ['AUTH_SHARE_KEY', 'RECOVERY_KEY']) {
    if (value('SOCIAL_SECRET_KEY') && value('SOCIAL_SECRET_KEY') === value(other)) {
      problem('SOCIAL_SECRET_KEY', `must differ from ${other}: generate each key on its own`)
    }
  }
  if (!value('NAMES_GATEWAY_SIGNER_KEY')) {
    problem(
      'NAMES_GATEWAY_SIGNER_KEY',
      'missing: the private key the names gateway signs with (0x and 64 hex digits: echo 0x$(openssl rand -hex 32)); production never uses the public dev key',
    )
  }
  if (
    value('FARCASTER_ID_REGISTRY_RPC_URL') &&
    !value('FARCASTER_RELAY_URL') &&
    !value('FARCASTER_RELAY_AUTH_KEY')
  ) {
    problem(
      'FARCASTER_RELAY_AUTH_KEY',
      'missing: Farcaster sign-in on our own relay needs the key Farcaster apps complete channels with (or set FARCASTER_RELAY_URL)',
    )
  }
  custodianProblems(value, problem)
  if (!value('DATABASE_URL')) {
    if (value('REDIS_URL')) {
      problem(
        'DATABASE_URL',
        'missing: several nodes (REDIS_URL is set) share one Postgres database; the embedded PGlite serves one process',
      )
    } else if (!value('DATA_DIR')) {
      problem(
        'DATA_DIR',
        'missing: where the embedded database lives when DATABASE_URL is unset (or set DATABASE_URL)',
      )
    }
  }
  return problems
}

/**
 * Custodial email recovery (opt-in): the custodian's token must be long enough not to be guessed,
 * and RK travels to and from it, so its URL is https unless it never leaves this machine.
 */
function custodianProblems(
  value: (name: string) => string | undefined,
  problem: (name: string, reason: string) => void,
) {
  const url = value('CUSTODIAN_URL')
  const token = value('CUSTODIAN_TOKEN')
  if (token !== undefined && token.length < MIN_CUSTODIAN_TOKEN_LENGTH) {
    problem(
      'CUSTODIAN_TOKEN',
      `too short: at least ${MIN_CUSTODIAN_TOKEN_LENGTH} random characters (openssl rand -hex 32), the same the custodian is given`,
    )
  }
  if (url !== undefined && URL.canParse(url)) {
    const { protocol, hostname } = new URL(url)
    if (protocol !== 'https:' && !isLoopbackHost(hostname)) {
      problem(
        'CUSTODIAN_URL',
        'must be https in production unless the custodian runs on this machine (a loopback host): wallet recovery keys travel to and from it',
      )
    }
  }
}

/** The URL's origin when it is usable, else undefined after telling `report` why not. */
function checkHttpsUrl(
  value: string | undefined,
  allowHttpLoopback: boolean,
  what: string,
  report: (reason: string) => void,
): string | undefined {
  if (value === undefined) {
    report(`missing: ${what}`)
    return undefined
  }
  if (!URL.canParse(value)) return undefined // loadConfig names the malformed value
  const url = new URL(value)
  if (url.protocol === 'https:') return url.origin
  if (url.protocol === 'http:' && allowHttpLoopback && isLoopbackHost(url.hostname)) {
    return url.origin
  }
  report(
    url.protocol === 'http:' && isLoopbackHost(url.hostname)
      ? 'must be https in production (http on a loopback host only with the test-only FOYER_TEST_ALLOW_HTTP_LOOPBACK=true)'
      : 'must be https in production (put TLS in front of the server)',
  )
  return undefined
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that never leave this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]'
  )
}

function originsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => URL.canParse(entry))
    .map((entry) => new URL(entry).origin)
}
