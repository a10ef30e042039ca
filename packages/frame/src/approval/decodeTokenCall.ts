import { type Address, decodeFunctionData, erc20Abi, type Hex } from 'viem'

/** An ERC-20 call the card words as a token transfer or allowance. */
export type TokenCall =
  | { name: 'transfer'; to: Address; amount: bigint }
  | { name: 'transferFrom'; from: Address; to: Address; amount: bigint }
  | { name: 'approve'; spender: Address; amount: bigint }

/** Reads `data` as an ERC-20 transfer, transferFrom or approve; undefined for anything else. */
export function decodeTokenCall(data: Hex): TokenCall | undefined {
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data })
  } catch {
    return undefined
  }
  switch (call.functionName) {
    case 'transfer': {
      const [to, amount] = call.args
      return { name: 'transfer', to, amount }
    }
    case 'transferFrom': {
      const [from, to, amount] = call.args
      return { name: 'transferFrom', from, to, amount }
    }
    case 'approve': {
      const [spender, amount] = call.args
      return { name: 'approve', spender, amount }
    }
    default:
      return undefined
  }
}
