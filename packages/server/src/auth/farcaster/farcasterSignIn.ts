import { DEV_FARCASTER_SIGN_PATH, FARCASTER_CONNECT_WAIT_SECONDS } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config/loadConfig'
import { devFarcasterRoutes } from '../../dev/farcaster/devFarcasterRoutes'
import { loadDevFarcasterUsers } from '../../dev/farcaster/devFarcasterUsers'
import { createFarcasterRelay } from '../../farcasterAuthRelay/createFarcasterRelay'
import { FARCASTER_APP_SIGN_IN_URL } from '../../farcasterAuthRelay/farcasterAuthRelayConstants'
import { farcasterRelayRoutes } from '../../farcasterAuthRelay/farcasterRelayRoutes'
import type { Database } from '../../store/database'
import type { AuthHasher } from '../authHasher'
import { httpRelayClient, localRelayClient } from './farcasterRelayClient'
import { farcasterRoutes } from './farcasterRoutes'
import { devFidRegistry, type FidCustody, idRegistryCustody } from './fidCustody'

export interface FarcasterSignInDeps {
  db: Database
  now: () => Date
  /** The sign-in hasher the other auth routes use (it keys the frame's device id). */
  hasher: () => Promise<AuthHasher>
  /** Tests: how long connect holds a request and how often it asks the relay. */
  waitMs?: number
  pollMs?: number
  /** Tests: another fid registry than the configured one. */
  custody?: FidCustody
}

/**
 * Whether Farcaster sign-in can succeed here: a fid registry checks the signers (the ID
 * Registry at FARCASTER_ID_REGISTRY_RPC_URL, or in dev mode the test signer's users).
 */
export function farcasterAvailable(config: Pick<Config, 'devMode' | 'farcaster'>): boolean {
  return config.devMode || config.farcaster.idRegistryRpcUrl !== undefined
}

/**
 * Everything of Farcaster sign-in on this server: our relay (`/farcaster/relay/v1/…`, always
 * served, rate limited per client), the frame's routes (`/auth/v1/farcaster/*`) against the configured relay, and in dev
 * mode the dev signer (`/dev/farcaster/sign`) with its registry of test users. Our relay's
 * channel links open the dev signer in dev mode, else the Farcaster app's sign-in link.
 */
export async function farcasterSignIn(
  app: FastifyInstance,
  config: Config,
  deps: FarcasterSignInDeps,
) {
  const relay = createFarcasterRelay({
    db: deps.db,
    now: deps.now,
    channelUrl: (channelToken) => {
      const url = new URL(
        config.devMode
          ? `${config.publicApiUrl}${DEV_FARCASTER_SIGN_PATH}`
          : FARCASTER_APP_SIGN_IN_URL,
      )
      url.searchParams.set('channelToken', channelToken)
      return url.toString()
    },
  })
  farcasterRelayRoutes(app, { relay, authKey: config.farcaster.relayAuthKey })

  const devUsers = config.devMode ? await loadDevFarcasterUsers() : undefined
  // The dev signer completes channels of our relay (whichever relay the frame's routes use).
  if (devUsers) {
    await devFarcasterRoutes(app, { relay, users: devUsers, now: deps.now })
  }
  const { idRegistryRpcUrl, idRegistryAddress } = config.farcaster
  const custody =
    deps.custody ??
    (idRegistryRpcUrl
      ? idRegistryCustody({
          rpcUrl: idRegistryRpcUrl,
          ...(idRegistryAddress ? { address: idRegistryAddress } : {}),
        })
      : devUsers
        ? // DEV MODE ONLY: the test signer's fids; no real Farcaster user passes it.
          devFidRegistry(devUsers.map((user) => ({ fid: user.fid, custody: user.custody.address })))
        : undefined)
  await farcasterRoutes(app, {
    db: deps.db,
    now: deps.now,
    frameOrigin: config.frameOrigin,
    relay: config.farcaster.relayUrl
      ? httpRelayClient(config.farcaster.relayUrl)
      : localRelayClient(relay),
    custody,
    waitMs: deps.waitMs ?? FARCASTER_CONNECT_WAIT_SECONDS * 1000,
    pollMs: deps.pollMs ?? 1_000,
    hasher: deps.hasher,
  })
}
