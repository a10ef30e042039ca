import {
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  http,
  publicActions,
  walletActions,
} from 'viem'
import { onTestFinished } from 'vitest'
import { deployerAccount } from '../accounts/testAccounts'
import { type Anvil, startAnvil } from '../anvil/startAnvil'

/** A fresh anvil (chain 31337 unless told) for the current test, stopped when it finishes. */
export async function testChain(options: { chainId?: number; stateFile?: string } = {}) {
  const anvil = await startAnvil({ chainId: 31337, port: 0, ...options })
  onTestFinished(() => anvil.stop())
  return anvil
}

/** A test client with public and wallet actions, on `anvil`. */
export function clientFor(anvil: Anvil) {
  return createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl), pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)
}
export type ChainClient = ReturnType<typeof clientFor>

/** The chain's height and the deployer's nonce: unchanged when nothing was sent. */
export async function activity(anvil: Anvil) {
  const client = clientFor(anvil)
  return {
    block: await client.getBlockNumber(),
    nonce: await client.getTransactionCount({ address: deployerAccount.address }),
  }
}

/** What a contract call reverted with: the custom error's name and arguments, or the reason. */
export async function revertOf(call: Promise<unknown>): Promise<{
  errorName: string | undefined
  args: readonly unknown[] | undefined
  reason: string | undefined
}> {
  try {
    await call
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : undefined
    if (!(reverted instanceof ContractFunctionRevertedError)) throw error
    return {
      errorName: reverted.data?.errorName,
      args: reverted.data?.args,
      reason: reverted.reason,
    }
  }
  throw new Error('The call did not revert')
}
