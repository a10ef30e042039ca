import { getAddress } from 'viem'
import { isAccountAddress } from '../accountAddress'
import type { CaipNetworkId, ChainNamespace } from '../caip'
import { SIWE_ADDRESS, SIWE_CHAIN_ID } from './siweGrammar'

/**
 * How a namespace writes the sign-in message (CAIP-122: EIP-4361's lines, with the namespace's
 * account name in the header, its address form and its Chain ID line).
 */
export interface SiwxProfile {
  namespace: ChainNamespace
  /** `{domain} wants you to sign in with your {accountName} account:` */
  accountName: string
  /** Why `address` cannot be the account line for `chainId`, or `undefined` when it can. */
  addressProblem(address: string, chainId: CaipNetworkId): string | undefined
  /** The Chain ID line's value for `chainId`. */
  chainLine(chainId: CaipNetworkId): string
  /** The CAIP-2 chain id a Chain ID line names, or `undefined` when it is out of form. */
  chainOf(line: string): CaipNetworkId | undefined
}

const eip155: SiwxProfile = {
  namespace: 'eip155',
  accountName: 'Ethereum',
  addressProblem: (address) => {
    if (!SIWE_ADDRESS.test(address)) return 'the second line is not an address'
    if (getAddress(address) !== address) return 'the address is not EIP-55 checksummed'
    return undefined
  },
  chainLine: (chainId) => chainId.slice('eip155:'.length),
  chainOf: (line) => {
    const id = Number(line)
    return SIWE_CHAIN_ID.test(line) && id >= 1 && Number.isSafeInteger(id)
      ? `eip155:${id}`
      : undefined
  },
}

/** CAIP-122 for the other namespaces: the Chain ID line is the CAIP-2 reference. */
function caip122(
  namespace: ChainNamespace,
  accountName: string,
  reference: RegExp,
  addressName: string,
): SiwxProfile {
  return {
    namespace,
    accountName,
    addressProblem: (address, chainId) =>
      isAccountAddress(chainId, address) ? undefined : `the second line is not ${addressName}`,
    chainLine: (chainId) => chainId.slice(namespace.length + 1),
    chainOf: (line) => (reference.test(line) ? `${namespace}:${line}` : undefined),
  }
}

/** Sign In With Solana (CAIP-122's Solana profile): a base58 ed25519 public key, signed by ed25519. */
const solana = caip122('solana', 'Solana', /^[-_a-zA-Z0-9]{1,32}$/, 'a Solana address')
/** Sign in with Bitcoin: an address of the chain's network, signed by BIP-322 (or BIP-137). */
const bip122 = caip122(
  'bip122',
  'Bitcoin',
  /^[0-9a-f]{32}$/,
  'a Bitcoin address of this chain’s network',
)

/** The namespaces a sign-in message can be for. */
export const SIWX_PROFILES: readonly SiwxProfile[] = [eip155, solana, bip122]

export function siwxProfileOf(namespace: string | undefined): SiwxProfile | undefined {
  return SIWX_PROFILES.find((profile) => profile.namespace === namespace)
}
