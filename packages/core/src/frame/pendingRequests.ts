import { type AppEventType, type ErrorCode, FoyerError, SAFE_RPC_METHODS } from '@foyer/protocol'

export type PendingRequest = {
  type: AppEventType
  /** The RPC method of an RPC_REQUEST. */
  method?: string
  resolve(payload: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

const safeMethods: readonly string[] = SAFE_RPC_METHODS

/** Requests waiting for their one `_SUCCESS` or `_ERROR`, by request id. */
export class PendingRequests {
  private readonly byId = new Map<string, PendingRequest>()

  add(id: string, request: PendingRequest) {
    this.byId.set(id, request)
  }

  /** Removes and returns the request, so a second reply finds nothing. */
  take(id: string): PendingRequest | undefined {
    const request = this.byId.get(id)
    if (!request) return undefined
    this.byId.delete(id)
    clearTimeout(request.timer)
    return request
  }

  peek(id: string): PendingRequest | undefined {
    return this.byId.get(id)
  }

  /**
   * Rejects what is pending (docs/product.md): an RPC request with 'Request was aborted', any other with
   * 'Something went wrong'. Safe (read-only) RPC requests and the Farcaster URI request go on.
   */
  abort(code?: ErrorCode) {
    for (const [id, request] of this.byId) {
      if (request.type === 'GET_FARCASTER_URI') continue
      if (request.type === 'RPC_REQUEST' && safeMethods.includes(request.method ?? '')) continue
      this.take(id)
      const reason =
        code ?? (request.type === 'RPC_REQUEST' ? 'REQUEST_ABORTED' : 'SOMETHING_WENT_WRONG')
      request.reject(new FoyerError(reason))
    }
  }

  /** Rejects everything, safe requests too (the frame is gone). */
  rejectAll(error: Error) {
    for (const [id, request] of this.byId) {
      this.take(id)
      request.reject(error)
    }
  }
}
