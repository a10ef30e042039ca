import {
  type Address,
  createPublicClient,
  getAddress,
  http,
  isAddressEqual,
  zeroAddress,
} from 'viem'

/** The Farcaster IdRegistry on OP Mainnet (chain 10). */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Who holds a fid: the only question a Farcaster sign-in asks the chain. */
export interface FidCustody {
  /** What this registry is, for messages. */
  readonly name: string
  /**
   * The custody address of `fid`, or null when no one holds it. Throws FidCustodyUnavailable
   * when the registry cannot be read.
   */
  custodyOf(fid: number): Promise<Address | null>
}

/** The registry could not be read (node down, wrong URL, no contract there). */
export class FidCustodyUnavailable extends Error {
  override name = 'FidCustodyUnavailable'
}

const custodyOfAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const

/**
 * Production: reads `custodyOf(fid)` of the Farcaster IdRegistry through `rpcUrl` (an OP Mainnet
 * node, FARCASTER_ID_REGISTRY_RPC_URL). One try, no retries: a sign-in waits on it.
 */
export function idRegistryCustody({
  rpcUrl,
  address = FARCASTER_ID_REGISTRY_ADDRESS,
  timeoutMs = 10_000,
}: {
  rpcUrl: string
  address?: Address
  timeoutMs?: number
}): FidCustody {
  const client = createPublicClient({
    transport: http(rpcUrl, { retryCount: 0, timeout: timeoutMs }),
  })
  const host = new URL(rpcUrl).host
  return {
    name: `the Farcaster ID registry (${address} through ${host})`,
    async custodyOf(fid) {
      let custody: Address
      try {
        custody = await client.readContract({
          address,
          abi: custodyOfAbi,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        })
      } catch (error) {
        const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
        throw new FidCustodyUnavailable(
          `the Farcaster ID registry could not be read through ${host}: ${reason}`,
        )
      }
      return isAddressEqual(custody, zeroAddress) ? null : getAddress(custody)
    },
  }
}

/**
 * DEV MODE ONLY: a registry of the dev signer's test users (fid → custody address derived from
 * the public test mnemonic). It knows nobody else, so a real Farcaster user cannot sign in
 * against it, and it must never be used outside dev mode: anyone can sign as these fids.
 */
export function devFidRegistry(users: readonly { fid: number; custody: Address }[]): FidCustody {
  const custody = new Map(users.map((user) => [user.fid, getAddress(user.custody)]))
  return {
    name: 'the dev Farcaster registry (test users only)',
    async custodyOf(fid) {
      return custody.get(fid) ?? null
    },
  }
}
