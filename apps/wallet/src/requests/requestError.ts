import type { RpcError } from './rpcErrors'

/** A failure with the JSON-RPC error the dapp gets for it. */
export class RequestError extends Error {
  constructor(readonly rpcError: RpcError) {
    super(rpcError.message)
  }
}
