import { DEV_PAYMASTER_SIGNER_KEY } from '@foyer/protocol'
import type { Hex } from 'viem'
import type { Config } from '../config/loadConfig'

/**
 * The key the paymaster route signs with: PAYMASTER_SIGNER_KEY, else in dev mode the public dev
 * key (the dev chains' FoyerPaymaster trusts its address); undefined otherwise: no gas is
 * sponsored rather than with a key everybody knows.
 */
export function paymasterSignerKey(
  config: Pick<Config, 'paymasterSignerKey' | 'devMode'>,
): Hex | undefined {
  return config.paymasterSignerKey ?? (config.devMode ? DEV_PAYMASTER_SIGNER_KEY : undefined)
}
