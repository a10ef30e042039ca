/**
 * Names in other apps (ENS): the API's CCIP-read (EIP-3668) gateway and the dev chains' ENS
 * contracts. The gateway answers ENS resolution for `label.zone` names under this path:
 * `GET {path}/{sender}/{data}.json` and `POST {path}` with `{sender, data}`.
 */
export const NAMES_CCIP_PATH = '/v1/names/ccip'

/** The gateway URL template an offchain resolver reverts with (EIP-3668 `{sender}`, `{data}`). */
export function namesGatewayUrl(publicApiUrl: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}${NAMES_CCIP_PATH}/{sender}/{data}.json`
}

/**
 * The gateway's signing key on the dev stack, `keccak256("foyer dev names gateway signer")`.
 * Public like the test mnemonic: dev chains only. Production sets NAMES_GATEWAY_SIGNER_KEY and
 * deploys its resolver with that key's address.
 */
export const DEV_NAMES_GATEWAY_SIGNER_KEY =
  '0xccd98a22acc860b15551b533915c11508d79dd59ee98b26834d33e753f1f0191' as const

/** The address of {@link DEV_NAMES_GATEWAY_SIGNER_KEY}: the dev resolvers' signer. */
export const DEV_NAMES_GATEWAY_SIGNER = '0x6e362B1C0A6a712cB40E5c53703A9Ae8A83Bc344' as const

/**
 * Where the dev chain deployer's names account (test mnemonic index 101, nonces 0 to 2) puts the
 * ENS registry, the offchain resolver and the Universal Resolver: the same on every dev chain
 * (the deployer's tests hold it to these; apps read them from deployments.json).
 */
export const DEV_ENS_CONTRACTS = {
  registry: '0x81efDA062d6CB9A71E63f21E7e47636F1809384d',
  offchainResolver: '0x8F105B87580e271D9957751D14401a0c4A8D3f37',
  universalResolver: '0x174Fb485A2b0BfCD9cE1b0243f1E9dBbb27e2aFe',
} as const
