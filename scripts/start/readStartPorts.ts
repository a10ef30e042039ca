import { ConfigError } from '@foyer/server'

/** The ports `npm start` serves its pages on (the API's port is the server's API_PORT). */
export interface StartPorts {
  /** The demo page (DEMO_PORT). */
  demoPort: number
  /** The embedded-wallet frame's dev server (FRAME_PORT). */
  framePort: number
  /** The reference WalletConnect wallet page, apps/wallet (WALLET_PORT). */
  walletPort: number
  /** The custodian of custodial email recovery (CUSTODIAN_PORT), when `custodian` is on. */
  custodianPort: number
  /** FOYER_CUSTODIAN=on: start the custodian (`foyer custodian`) as its own process; off by default. */
  custodian: boolean
}

const DEFAULTS = {
  DEMO_PORT: 5173,
  FRAME_PORT: 8788,
  WALLET_PORT: 5175,
  CUSTODIAN_PORT: 8790,
} as const

/**
 * The start script's own settings: DEMO_PORT, FRAME_PORT, WALLET_PORT and CUSTODIAN_PORT, each a
 * port from 1 to 65535 (empty: the default), and FOYER_CUSTODIAN (on or off, default off). The
 * server reads DEMO_PORT and FRAME_PORT too, only for the default demo and frame origins. Throws a
 * ConfigError naming every bad variable.
 */
export function readStartPorts(env: NodeJS.ProcessEnv = process.env): StartPorts {
  const problems: string[] = []
  const read = (name: keyof typeof DEFAULTS): number => {
    const value = env[name]
    if (!value) return DEFAULTS[name]
    const port = /^\d+$/.test(value) ? Number(value) : Number.NaN
    if (port >= 1 && port <= 65535) return port
    problems.push(`  ${name}=${JSON.stringify(value)}: expected a port number from 1 to 65535`)
    return DEFAULTS[name]
  }
  const ports = {
    demoPort: read('DEMO_PORT'),
    framePort: read('FRAME_PORT'),
    walletPort: read('WALLET_PORT'),
    custodianPort: read('CUSTODIAN_PORT'),
    custodian: env.FOYER_CUSTODIAN === 'on',
  }
  if (env.FOYER_CUSTODIAN && !['on', 'off'].includes(env.FOYER_CUSTODIAN)) {
    problems.push(
      `  FOYER_CUSTODIAN=${JSON.stringify(env.FOYER_CUSTODIAN)}: expected on or off (custodial email recovery, off by default)`,
    )
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  return ports
}
