import type { Address, Hex, LocalAccount } from 'viem'
import { getUserOperationHash, type SmartAccountImplementation } from 'viem/account-abstraction'

/** What viem asks a smart account to sign: a user operation, its sender left out. */
export type FoyerUserOperation = Parameters<SmartAccountImplementation['signUserOperation']>[0]

/**
 * `signer`'s raw signature over the EntryPoint v0.8 hash of `userOperation` sent by the
 * FoyerAccount at `account.address` (on the operation's chain, else `account.chainId`): how
 * both the owner and a session key sign a FoyerAccount's operations. `account.signerName` names
 * the signer in the error when it cannot sign a raw hash.
 */
export async function signFoyerUserOperation(
  { chainId: opChain, ...userOperation }: FoyerUserOperation,
  account: {
    address: Address
    chainId: number
    entryPoint: Address
    signer: LocalAccount
    signerName: string
  },
): Promise<Hex> {
  const hash = getUserOperationHash({
    chainId: opChain ?? account.chainId,
    entryPointAddress: account.entryPoint,
    entryPointVersion: '0.8',
    userOperation: { ...userOperation, sender: account.address },
  })
  if (!account.signer.sign) throw new Error(`${account.signerName} cannot sign a raw hash`)
  return account.signer.sign({ hash })
}
