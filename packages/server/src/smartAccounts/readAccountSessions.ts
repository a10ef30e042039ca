import { type AccountSession, foyerAccountAbi, sessionPeriodIndex } from '@foyer/protocol'
import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type PublicClient,
} from 'viem'
import { multicallTarget } from '../chain/multicallTarget'

/**
 * Whether a read of the account failed because the node ran it and the answer is not a
 * FoyerAccount's (a revert, no data, data of another shape: another contract, an EIP-7702
 * delegation), rather than because the node could not be asked.
 */
export function notAFoyerAccount(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk(
        (cause) =>
          cause instanceof ContractFunctionRevertedError ||
          cause instanceof ContractFunctionZeroDataError ||
          cause instanceof AbiDecodingDataSizeTooSmallError ||
          cause instanceof AbiDecodingZeroDataError ||
          (cause as Error).name === 'PositionOutOfBoundsError',
      ),
    )
  )
}

/**
 * The sessions granted on `account`, a FoyerAccount on chain `chainId`, all read at the latest
 * block: its `sessionKeys()`, then each key's `sessionOf` and `spendingOf` (two multicalls). What a
 * key has spent counts only in the period it was spent in (the current one at that block's time);
 * a session is active until its validUntil. An address without code, or whose code is not a
 * FoyerAccount, has none. A node that cannot be asked throws.
 */
export async function readAccountSessions(
  client: PublicClient,
  chainId: number,
  account: Address,
): Promise<AccountSession[]> {
  const { number: blockNumber, timestamp } = await client.getBlock({ blockTag: 'latest' })
  const code = await client.getCode({ address: account, blockNumber })
  if (!code || code === '0x') return []
  const contract = { address: account, abi: foyerAccountAbi } as const
  let keys: readonly Address[]
  try {
    keys = await client.readContract({ ...contract, functionName: 'sessionKeys', blockNumber })
  } catch (error) {
    if (notAFoyerAccount(error)) return []
    throw error
  }
  if (keys.length === 0) return []
  const read = { ...multicallTarget(chainId), blockNumber, allowFailure: false } as const
  const [sessions, spendings] = await Promise.all([
    client.multicall({
      ...read,
      contracts: keys.map(
        (key) => ({ ...contract, functionName: 'sessionOf', args: [key] }) as const,
      ),
    }),
    client.multicall({
      ...read,
      contracts: keys.map(
        (key) => ({ ...contract, functionName: 'spendingOf', args: [key] }) as const,
      ),
    }),
  ])
  return keys.flatMap((key, index) => {
    const session = sessions[index]
    const spending = spendings[index]
    // Listed keys hold a session; a zero one (none) is left out rather than shown as granted.
    if (!session || !spending || session.validUntil === 0) return []
    const current = sessionPeriodIndex(session, timestamp)
    return [
      {
        chainId,
        pci: key.toLowerCase() as `0x${string}`,
        key,
        validAfter: session.validAfter,
        validUntil: session.validUntil,
        period: session.period,
        spendLimit: session.spendLimit.toString(),
        spent: (spending.periodIndex === current ? spending.spent : 0n).toString(),
        active: BigInt(session.validUntil) > timestamp,
        permissions: session.calls.map(({ target, selector }) => ({ target, selector })),
      },
    ]
  })
}
