import type { HDAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** A test Farcaster user of the dev signer: a made-up fid held by a test-mnemonic account. */
export interface DevFarcasterUser {
  fid: number
  username: string
  displayName: string
  /** The custody account: its key is public (the anvil test mnemonic), dev mode only. */
  custody: HDAccount
}

/**
 * The dev signer's test users. Their custody keys are indexes 300+ of the public anvil test
 * mnemonic, which nothing else uses (the prefunded accounts are 0–9, the deployer 100).
 */
export const DEV_FARCASTER_USERS = [
  { fid: 9001, username: 'dev-alice', displayName: 'Alice (dev)', addressIndex: 300 },
  { fid: 9002, username: 'dev-bob', displayName: 'Bob (dev)', addressIndex: 301 },
  { fid: 9003, username: 'dev-carol', displayName: 'Carol (dev)', addressIndex: 302 },
] as const

/**
 * The test users with their custody accounts. The mnemonic comes from `@foyer/devchain` (a dev
 * dependency), imported only here and only when dev mode asks for it.
 */
export async function loadDevFarcasterUsers(): Promise<DevFarcasterUser[]> {
  const { TEST_MNEMONIC } = await import('@foyer/devchain')
  return DEV_FARCASTER_USERS.map(({ addressIndex, ...user }) => ({
    ...user,
    custody: mnemonicToAccount(TEST_MNEMONIC, { addressIndex }),
  }))
}
