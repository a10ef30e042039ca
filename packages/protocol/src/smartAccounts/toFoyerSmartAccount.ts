import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import { entryPoint08Abi, type SmartAccount, toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { foyerAccountAbi, foyerAccountFactoryAbi } from './foyerAccountAbi'
import { foyerAccountMessage } from './foyerAccountSignatures'
import { signFoyerUserOperation } from './signFoyerUserOperation'

/** One owner key has one account per factory: salt 0. */
const SALT = 0n

/** A well-formed 65-byte signature for gas estimation: recovers to no owner. */
export const STUB_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

export type FoyerSmartAccountParameters = {
  /** A client on the account's chain (its RPC). */
  client: Client<Transport, Chain, undefined>
  /** The visitor's key, in frame memory. */
  owner: LocalAccount
  entryPoint: Address
  factory: Address
}

/**
 * The visitor's FoyerAccount (an ERC-4337 SimpleAccount owned by their key, with ERC-1271 and
 * session keys; packages/devchain's FoyerAccount.sol) as a viem smart account: its counterfactual
 * address from the factory, deployed by its first user operation; one call through `execute`,
 * several through `executeBatch` (atomic); the owner signs user operations over their hash, and
 * messages and typed data over the account's replay-safe EIP-712 hash, wrapped in ERC-6492 by
 * viem while the account is not deployed.
 */
export async function toFoyerSmartAccount({
  client,
  owner,
  entryPoint,
  factory,
}: FoyerSmartAccountParameters): Promise<SmartAccount> {
  const chainId = client.chain.id
  const address = await readContract(client, {
    address: factory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, SALT],
  })
  const signReplaySafe = (hash: Hex) =>
    owner.signTypedData(foyerAccountMessage({ account: address, chainId, hash }))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint, version: '0.8' },
    getAddress: async () => address,
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: foyerAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, SALT],
        }),
      }
    },
    encodeCalls: async (calls) => encodeFoyerCalls(calls),
    getStubSignature: async () => STUB_SIGNATURE,
    async signMessage({ message }) {
      return signReplaySafe(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signReplaySafe(hashTypedData(typedData as TypedDataDefinition))
    },
    signUserOperation: (userOperation) =>
      signFoyerUserOperation(userOperation, {
        address,
        chainId,
        entryPoint,
        signer: owner,
        signerName: 'The owner',
      }),
  })
}

/** A FoyerAccount's calldata for `calls`: one through `execute`, several through `executeBatch` (atomic). */
export function encodeFoyerCalls(
  calls: readonly { to: Address; value?: bigint | undefined; data?: Hex | undefined }[],
): Hex {
  if (calls.length === 1) {
    const [call] = calls as [{ to: Address; value?: bigint; data?: Hex }]
    return encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'execute',
      args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    })
  }
  return encodeFunctionData({
    abi: foyerAccountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
    ],
  })
}
