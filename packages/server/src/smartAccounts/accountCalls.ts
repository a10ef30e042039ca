import { foyerAccountAbi } from '@foyer/protocol'
import { type Address, decodeFunctionData, type Hex } from 'viem'

export type AccountCall = { target: Address; value: bigint; data: Hex }

/**
 * The calls a user operation's callData makes the account do (BaseAccount 0.8's functions, so
 * FoyerAccount's, SimpleAccount's and Simple7702Account's alike): `execute` is one call,
 * `executeBatch` each of its calls; anything else (or calldata that does not decode) is
 * `undefined`: the server cannot tell where it goes.
 */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: foyerAccountAbi, data: callData })
    if (decoded.functionName === 'execute') {
      const [target, value, data] = decoded.args
      return [{ target, value, data }]
    }
    if (decoded.functionName === 'executeBatch') {
      return decoded.args[0].map(({ target, value, data }) => ({ target, value, data }))
    }
    return undefined
  } catch {
    return undefined
  }
}
