import { isIP } from 'node:net'
import { isAbsolute, join, resolve } from 'node:path'
import { ConfigError, DEFAULT_DATA_DIR } from '../config/loadConfig'

/** The custodian's own settings (`foyer custodian`; the API reads CUSTODIAN_URL/TOKEN). */
export interface CustodianConfig {
  /** CUSTODIAN_KEY: its X25519 private key; unset (dev only): CUSTODIAN_DATA_DIR/custodian.key. */
  key: Buffer | undefined
  /** CUSTODIAN_TOKEN: the bearer token the API sends. */
  token: string
  /** CUSTODIAN_HOST (default 127.0.0.1) and CUSTODIAN_PORT (default 8790). */
  host: string
  port: number
  /** CUSTODIAN_DATA_DIR: default `<DATA_DIR>/custodian` (never the API's `keys/`). */
  dataDir: string
  /** FOYER_DEV_MODE=true (`npm start`): a generated key file is allowed. */
  devMode: boolean
}

export const DEFAULT_CUSTODIAN_PORT = 8790
/** The shortest CUSTODIAN_TOKEN either side accepts. */
export const MIN_CUSTODIAN_TOKEN_LENGTH = 32

/**
 * Reads the custodian's settings; throws one ConfigError naming every bad or missing setting
 * (never a value of CUSTODIAN_KEY or CUSTODIAN_TOKEN). Outside dev mode (production), a missing
 * CUSTODIAN_KEY is refused: a generated key file would tie every wallet's custodial recovery to
 * one disk.
 */
export function readCustodianConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): CustodianConfig {
  const value = (name: string) => (env[name] ? env[name] : undefined)
  const problems: string[] = []
  const problem = (name: string, reason: string) => problems.push(`  ${name}: ${reason}`)
  const devMode = value('FOYER_DEV_MODE') === 'true'

  let key: Buffer | undefined
  const keyText = value('CUSTODIAN_KEY')
  if (keyText !== undefined) {
    key = parseKey(keyText)
    if (!key) {
      problem(
        'CUSTODIAN_KEY',
        'expected 32 random bytes as 64 hex digits or in base64url (openssl rand -hex 32)',
      )
    }
  } else if (!devMode) {
    problem(
      'CUSTODIAN_KEY',
      'missing: the custodian’s X25519 private key, 32 random bytes (openssl rand -hex 32); production never generates it into a file',
    )
  }
  const token = value('CUSTODIAN_TOKEN') ?? ''
  if (token.length < MIN_CUSTODIAN_TOKEN_LENGTH) {
    problem(
      'CUSTODIAN_TOKEN',
      `${token ? 'too short' : 'missing'}: the bearer token the API sends, at least ${MIN_CUSTODIAN_TOKEN_LENGTH} random characters (openssl rand -hex 32)`,
    )
  }
  const host = value('CUSTODIAN_HOST') ?? '127.0.0.1'
  if (isIP(host) === 0 && host !== 'localhost') {
    problem('CUSTODIAN_HOST', 'expected an IP address such as 127.0.0.1')
  }
  const portText = value('CUSTODIAN_PORT')
  const port = portText === undefined ? DEFAULT_CUSTODIAN_PORT : Number(portText)
  if (portText !== undefined && !(/^\d+$/.test(portText) && port >= 1 && port <= 65535)) {
    problem('CUSTODIAN_PORT', `"${portText}" is not a port number from 1 to 65535`)
  }
  if (
    value('FOYER_DEV_MODE') !== undefined &&
    !['true', 'false'].includes(env.FOYER_DEV_MODE ?? '')
  ) {
    problem('FOYER_DEV_MODE', 'expected true or false')
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `The custodian will not start; fix these settings (docs/deploy.md):\n${problems.join('\n')}`,
    )
  }
  const at = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path))
  const dataDir = value('DATA_DIR') ? at(value('DATA_DIR') as string) : DEFAULT_DATA_DIR
  const custodianDir = value('CUSTODIAN_DATA_DIR')
  return {
    key,
    token,
    host,
    port,
    dataDir: custodianDir ? at(custodianDir) : join(dataDir, 'custodian'),
    devMode,
  }
}

/** 64 hex digits, or 32 bytes in base64url (or base64). */
function parseKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined
  const key = Buffer.from(
    text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''),
    'base64url',
  )
  return key.length === 32 ? key : undefined
}
