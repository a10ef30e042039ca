import { CALLS_STATUS, FoyerError, isErrorCode, type WalletCall } from '@foyer/protocol'
import {
  BaseError,
  concat,
  type Hash,
  type Hex,
  numberToHex,
  RpcRequestError,
  size,
  slice,
} from 'viem'
import type { PaymasterClient, UserOperationReceipt } from 'viem/account-abstraction'
import { signAuthorization } from 'viem/actions'
import type { SmartWallet } from './smartAccounts'

/** An operation filled before the visitor is asked: gas, fees, and who pays. */
export type PreparedOperation = {
  calls: WalletCall[]
  /** The project's paymaster pays: the visitor's account pays nothing for gas. */
  sponsored: boolean
  /** The most the account may pay for gas (none when sponsored). */
  maxFee: bigint | undefined
  gas: {
    callGasLimit: bigint
    verificationGasLimit: bigint
    preVerificationGas: bigint
    maxFeePerGas: bigint
    maxPriorityFeePerGas: bigint
    paymasterVerificationGasLimit?: bigint
    paymasterPostOpGasLimit?: bigint
  }
}

/** Whether the project's policy sponsors these calls (its paymaster; all to listed contracts). */
function sponsors(wallet: SmartWallet, calls: readonly WalletCall[]): boolean {
  if (!wallet.paymaster) return false
  const listed = new Set(wallet.sponsoredContracts.map((address) => address.toLowerCase()))
  return listed.size === 0 || calls.every((call) => listed.has(call.to.toLowerCase()))
}

/** The paymaster for an estimate: its stub data only, so nothing is signed or counted yet. */
function stubOnly(paymaster: PaymasterClient) {
  return {
    getPaymasterStubData: paymaster.getPaymasterStubData,
    getPaymasterData: paymaster.getPaymasterStubData,
  } as Pick<PaymasterClient, 'getPaymasterStubData' | 'getPaymasterData'>
}

/**
 * Estimates the operation that makes `calls` (through the bundler; with the paymaster's stub when
 * the project sponsors them, which also refuses an account past its daily cap), so that the
 * approval card shows who pays and the most it may cost. Nothing is signed or sent.
 */
export async function prepareOperation(
  wallet: SmartWallet,
  calls: WalletCall[],
): Promise<PreparedOperation> {
  const sponsored = sponsors(wallet, calls)
  try {
    const op = await wallet.bundler.prepareUserOperation({
      account: wallet.account,
      calls,
      ...(sponsored && wallet.paymaster ? { paymaster: stubOnly(wallet.paymaster) } : {}),
    })
    const { paymasterVerificationGasLimit, paymasterPostOpGasLimit } = op as {
      paymasterVerificationGasLimit?: bigint
      paymasterPostOpGasLimit?: bigint
    }
    const gas = {
      callGasLimit: op.callGasLimit,
      verificationGasLimit: op.verificationGasLimit,
      preVerificationGas: op.preVerificationGas,
      maxFeePerGas: op.maxFeePerGas,
      maxPriorityFeePerGas: op.maxPriorityFeePerGas,
      ...(sponsored
        ? {
            paymasterVerificationGasLimit: paymasterVerificationGasLimit ?? 0n,
            paymasterPostOpGasLimit: paymasterPostOpGasLimit ?? 0n,
          }
        : {}),
    }
    const units = gas.callGasLimit + gas.verificationGasLimit + gas.preVerificationGas
    return { calls, sponsored, maxFee: sponsored ? undefined : units * gas.maxFeePerGas, gas }
  } catch (error) {
    throw operationError(error)
  }
}

/**
 * Signs and sends the approved operation with the estimated gas (the paymaster signs its final
 * data now, counting it against the project's cap); answers its hash.
 */
export async function sendOperation(
  wallet: SmartWallet,
  prepared: PreparedOperation,
): Promise<Hash> {
  try {
    const authorization = await delegation(wallet)
    return await wallet.bundler.sendUserOperation({
      account: wallet.account,
      calls: prepared.calls,
      ...prepared.gas,
      ...(prepared.sponsored && wallet.paymaster ? { paymaster: wallet.paymaster } : {}),
      ...(authorization ? { authorization } : {}),
    })
  } catch (error) {
    throw operationError(error)
  }
}

/**
 * An EIP-7702 account's first operation carries its owner's authorization to delegate the EOA
 * (viem estimates with a stub one and leaves signing it to the caller); any other none.
 */
async function delegation(wallet: SmartWallet) {
  const { authorization } = wallet.account
  if (!authorization || (await wallet.account.isDeployed())) return undefined
  return signAuthorization(wallet.client, {
    account: authorization.account,
    address: authorization.address,
  })
}

/** The operation's receipt once it is included (the bundler's answer, polled). */
export async function waitForOperation(
  wallet: SmartWallet,
  hash: Hash,
): Promise<UserOperationReceipt> {
  try {
    return await wallet.bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 })
  } catch (error) {
    throw operationError(error)
  }
}

/**
 * A `wallet_sendCalls` id: the operation's hash and its chain (32 bytes each), so that
 * `wallet_getCallsStatus` knows where to look with no state kept in the frame.
 */
export function callsId(hash: Hash, chainId: number): Hex {
  return concat([hash, numberToHex(chainId, { size: 32 })])
}

export function readCallsId(id: string): { hash: Hash; chainId: number } {
  if (!/^0x[0-9a-fA-F]{128}$/.test(id)) throw new FoyerError('CALLS_ID_UNKNOWN')
  const hex = id as Hex
  const chainId = Number(BigInt(slice(hex, 32, 64)))
  if (size(hex) !== 64 || !Number.isSafeInteger(chainId)) throw new FoyerError('CALLS_ID_UNKNOWN')
  return { hash: slice(hex, 0, 32), chainId }
}

/**
 * EIP-5792's status of a sent operation: pending until included, then its receipt. `sent`: this
 * frame sent it (the bundler may not list an operation still in its mempool); else it is pending
 * only if the bundler knows it, and unknown otherwise.
 */
export async function callsStatus(wallet: SmartWallet, id: string, hash: Hash, sent: boolean) {
  const base = { version: '2.0.0', id, chainId: numberToHex(wallet.network.chainId), atomic: true }
  const receipt = await wallet.bundler.getUserOperationReceipt({ hash }).catch(() => undefined)
  if (receipt) {
    const { receipt: tx } = receipt
    return {
      ...base,
      status: receipt.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
      receipts: [
        {
          logs: tx.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: tx.status === 'success' ? '0x1' : '0x0',
          blockHash: tx.blockHash,
          blockNumber: numberToHex(tx.blockNumber),
          gasUsed: numberToHex(tx.gasUsed),
          transactionHash: tx.transactionHash,
        },
      ],
    }
  }
  const known = sent || (await wallet.bundler.getUserOperation({ hash }).catch(() => undefined))
  if (!known) throw new FoyerError('CALLS_ID_UNKNOWN')
  return { ...base, status: CALLS_STATUS.pending }
}

/**
 * A bundler's or paymaster's refusal as a FoyerError: the paymaster's policy code (its
 * `data.code`, e.g. SPONSORSHIP_DAILY_CAP) as it is, anything else USER_OPERATION_REJECTED with
 * the bundler's words as details.
 */
export function operationError(error: unknown): unknown {
  if (error instanceof FoyerError) return error
  if (!(error instanceof BaseError)) return error
  const rpc = error.walk((cause) => cause instanceof RpcRequestError)
  const data =
    rpc instanceof RpcRequestError ? (rpc.data as { code?: unknown } | undefined) : undefined
  const params = (data as { params?: Record<string, string | number> } | undefined)?.params
  if (isErrorCode(data?.code))
    return new FoyerError(data.code, { cause: error, ...(params ? { params } : {}) })
  return new FoyerError('USER_OPERATION_REJECTED', { cause: error, details: error.shortMessage })
}
