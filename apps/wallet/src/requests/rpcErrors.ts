/** A JSON-RPC error object as the dapp receives it (EIP-1193 and EIP-1474 codes). */
export interface RpcError {
  code: number
  message: string
}

export const USER_REJECTED = 4001

export const rpcErrors = {
  userRejected: (): RpcError => ({ code: USER_REJECTED, message: 'User rejected the request.' }),
  unauthorized: (address: unknown): RpcError => ({
    code: 4100,
    message: `The wallet does not hold the account ${String(address)}.`,
  }),
  unsupportedMethod: (method: string): RpcError => ({
    code: 4200,
    message: `The wallet does not support the method ${method}.`,
  }),
  unrecognizedChain: (chainId: unknown): RpcError => ({
    code: 4902,
    message: `Unrecognized chain ID ${String(chainId)}.`,
  }),
  invalidParams: (detail: string): RpcError => ({
    code: -32602,
    message: `Invalid params: ${detail}`,
  }),
  internal: (detail: string): RpcError => ({ code: -32603, message: detail }),
}
