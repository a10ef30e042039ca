import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

/**
 * The two ways an ERC-4337 account of `@account-abstraction/contracts` 0.8 (BaseAccount: the
 * FoyerAccount, SimpleAccount and Simple7702Account) is asked to act.
 */
const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

export type AccountCall = { target: Address; value: bigint; data: Hex }

/**
 * The calls a user operation's callData makes the account do: `execute` is one call,
 * `executeBatch` each of its calls; anything else (or calldata that does not decode) is
 * `undefined`: the server cannot tell where it goes.
 */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: ACCOUNT_ABI, data: callData })
    if (decoded.functionName === 'execute') {
      const [target, value, data] = decoded.args
      return [{ target, value, data }]
    }
    return decoded.args[0].map(({ target, value, data }) => ({ target, value, data }))
  } catch {
    return undefined
  }
}
