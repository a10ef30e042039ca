import { foyerAccountAbi, foyerAccountFactoryAbi } from '@foyer/protocol'
import { type Address, encodeFunctionData, type Hex, type LocalAccount, parseEventLogs } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { testAccounts } from '../accounts/testAccounts'
import type { ChainClient } from './testChain'

/** Sends the bundles (`handleOps`) in the tests, paying their gas; their beneficiary too. */
export const bundler = testAccounts[1] as LocalAccount

export type UnsignedOperation = Omit<UserOperation<'0.8'>, 'signature'>
export type Call = { target: Address; value: bigint; data: Hex }

/** An account's calls as its callData: `execute` for one, `executeBatch` for any other count. */
export function encodeCalls(calls: readonly Call[]): Hex {
  const [call] = calls
  if (calls.length === 1 && call) {
    return encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'execute',
      args: [call.target, call.value, call.data],
    })
  }
  return encodeFunctionData({ abi: foyerAccountAbi, functionName: 'executeBatch', args: [calls] })
}

/**
 * Gas limits enough for deploying an account and a few calls, at `maxFeePerGas` (0: the account
 * pays no gas, so only the calls move its balance).
 */
export const gas = (maxFeePerGas: bigint) => ({
  callGasLimit: 300_000n,
  verificationGasLimit: 1_000_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas,
  maxPriorityFeePerGas: maxFeePerGas === 0n ? 0n : 1n,
})

/**
 * `owner`'s account of `factory` (and `salt`): its address, and the factory fields of the first
 * operation, which deploys it.
 */
export async function counterfactualAccount(
  client: ChainClient,
  factory: Address,
  owner: Address,
  salt = 0n,
) {
  const sender = await client.readContract({
    address: factory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  })
  const factoryData = encodeFunctionData({
    abi: foyerAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  return { sender, factory, factoryData }
}

/** The account's next nonce at the EntryPoint (key 0, which owner and session keys share). */
export function nonceOf(client: ChainClient, sender: Address): Promise<bigint> {
  return client.readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'getNonce',
    args: [sender, 0n],
  })
}

/** The EntryPoint 0.8 hash of `operation` on the client's chain: what the account's keys sign. */
export async function userOperationHash(
  client: ChainClient,
  operation: UnsignedOperation,
): Promise<Hex> {
  return getUserOperationHash({
    userOperation: { ...operation, signature: '0x' },
    entryPointAddress: entryPoint08Address,
    entryPointVersion: '0.8',
    chainId: await client.getChainId(),
  })
}

/**
 * Hands `operation` to the EntryPoint as a bundler does (`handleOps`). Rejects with the
 * EntryPoint's error when validation refuses it (`FailedOp`: "AA24 signature error", "AA22
 * expired or not due"…), and when its execution reverted.
 */
export async function handleOps(
  client: ChainClient,
  operation: UserOperation<'0.8'>,
): Promise<void> {
  const tx = await client.writeContract({
    account: bundler,
    chain: null,
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(operation)], bundler.address],
  })
  const receipt = await client.waitForTransactionReceipt({ hash: tx })
  if (receipt.status !== 'success') throw new Error('handleOps reverted')
  const [event] = parseEventLogs({
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    logs: receipt.logs,
  })
  if (!event?.args.success) throw new Error("The operation's execution reverted")
}

/**
 * Signs `operation` as `owner` (65 bytes over the EntryPoint 0.8 hash, as SimpleAccount and its
 * kin check it) and hands it to the EntryPoint.
 */
export async function handle(
  client: ChainClient,
  owner: LocalAccount,
  operation: UnsignedOperation,
): Promise<void> {
  if (!owner.sign) throw new Error('the owner cannot sign a hash')
  const signature = await owner.sign({ hash: await userOperationHash(client, operation) })
  await handleOps(client, { ...operation, signature })
}
