import { DEV_NAMES_GATEWAY_SIGNER_KEY } from '@foyer/protocol'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { Config } from '../../config/loadConfig'

/**
 * The key the names gateway signs with: NAMES_GATEWAY_SIGNER_KEY, else in dev mode the public
 * dev key (the dev chains' resolvers trust its address); undefined otherwise: no gateway runs
 * rather than one signing with a key everybody knows.
 */
export function namesGatewaySignerKey(
  config: Pick<Config, 'namesGatewaySignerKey' | 'devMode'>,
): Hex | undefined {
  return config.namesGatewaySignerKey ?? (config.devMode ? DEV_NAMES_GATEWAY_SIGNER_KEY : undefined)
}

/** The address of the gateway's signer (what the offchain resolvers trust), or undefined. */
export function namesGatewaySignerAddress(
  config: Pick<Config, 'namesGatewaySignerKey' | 'devMode'>,
): Address | undefined {
  const key = namesGatewaySignerKey(config)
  return key ? privateKeyToAddress(key) : undefined
}
