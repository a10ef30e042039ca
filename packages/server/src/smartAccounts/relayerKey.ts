import { DEV_RELAYER_KEY } from '@foyer/protocol'
import type { Hex } from 'viem'
import type { Config } from '../config/loadConfig'

/**
 * The key the API's relayer sends owner-signed session revocations with: RELAYER_KEY, else in dev
 * mode the public dev key (the dev stack funds its address); undefined otherwise: no revocation is
 * relayed rather than from a key everybody knows.
 */
export function relayerKey(config: Pick<Config, 'relayerKey' | 'devMode'>): Hex | undefined {
  return config.relayerKey ?? (config.devMode ? DEV_RELAYER_KEY : undefined)
}
