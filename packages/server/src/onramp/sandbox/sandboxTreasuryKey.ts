import { DEV_ONRAMP_TREASURY_KEY } from '@foyer/protocol'
import type { Hex } from 'viem'
import type { Config } from '../../config/loadConfig'

/**
 * The key the sandbox on-ramp delivers bought tokens from: ONRAMP_SANDBOX_KEY, else in dev mode
 * the public dev key (the dev stack funds its address: fundOnrampTreasury); undefined otherwise:
 * the sandbox is then not offered rather than sending from a key everybody knows.
 */
export function sandboxTreasuryKey(config: Pick<Config, 'onramp' | 'devMode'>): Hex | undefined {
  return config.onramp.sandboxKey ?? (config.devMode ? DEV_ONRAMP_TREASURY_KEY : undefined)
}
