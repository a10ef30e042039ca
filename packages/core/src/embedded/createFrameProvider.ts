import { FoyerError } from '@foyer/protocol'
import { type Address, hexToNumber, numberToHex } from 'viem'
import type { FrameCall } from './frameCall'
import {
  ProviderRpcError,
  toProviderError,
  UNRECOGNIZED_CHAIN_CODE,
  UNSUPPORTED_METHOD_CODE,
} from './frameRpcErrors'

export type FrameProviderDeps = {
  call: FrameCall
  /** The RPC URL of a configured chain, or undefined for a chain the dapp does not have. */
  rpcUrl(chainId: number): string | undefined
  chainId: number
  /**
   * Whether the project lets the dapp ask `method` (the `smartSessions` switch gates the ERC-7715
   * permission methods); a method it does not is refused here as not allowed. Default: all.
   */
  allows?(method: string): boolean
  /** A request the frame refused as not allowed ('Action not allowed' in the modal). */
  onNotAllowed?(): void
  /** The wallet sent calls together (`wallet_sendCalls`): Activity follows them. */
  onCallsSent?(sent: { id: string; chainId: number; from: Address; calls: number }): void
}

type Listener = (...args: never[]) => void
type RequestArgs = { method: string; params?: unknown }

export type FrameProvider = {
  request(args: RequestArgs): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The signed-in account (after GET_USER) or none. */
  setAccount(address: Address | undefined): void
  account(): Address | undefined
  chainId(): number
  emit(event: string, ...args: unknown[]): void
}

/**
 * An EIP-1193 provider over the frame: accounts and chain id are answered here, a network switch
 * is APP_SWITCH_NETWORK, and every other method is one RPC_REQUEST carrying chainId,
 * chainNamespace and rpcUrl (docs/product.md). The frame decides what needs the visitor's approval.
 */
export function createFrameProvider(deps: FrameProviderDeps): FrameProvider {
  const listeners = new Map<string, Set<Listener>>()
  let chainId = deps.chainId
  let address: Address | undefined

  function emit(event: string, ...args: unknown[]) {
    for (const listener of listeners.get(event) ?? []) listener(...(args as never[]))
  }

  async function switchChain(params: unknown) {
    const [target] = (params ?? []) as [{ chainId?: string }?]
    const next = target?.chainId ? hexToNumber(target.chainId as `0x${string}`) : Number.NaN
    if (!deps.rpcUrl(next)) {
      throw new ProviderRpcError(
        UNRECOGNIZED_CHAIN_CODE,
        `Unrecognized chain ID ${target?.chainId}`,
      )
    }
    await deps.call('APP_SWITCH_NETWORK', { chainId: next })
    if (next !== chainId) {
      chainId = next
      emit('chainChanged', numberToHex(next))
    }
    return null
  }

  async function request({ method, params }: RequestArgs): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return address ? [address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
    }
    const rpcUrl = deps.rpcUrl(chainId)
    if (!rpcUrl)
      throw new ProviderRpcError(UNRECOGNIZED_CHAIN_CODE, `Unrecognized chain ${chainId}`)
    try {
      if (deps.allows && !deps.allows(method)) throw new FoyerError('REQUEST_NOT_ALLOWED')
      const result = await deps.call('RPC_REQUEST', {
        method,
        ...(params === undefined ? {} : { params: params as unknown[] }),
        chainId,
        chainNamespace: 'eip155',
        rpcUrl,
      })
      if (method === 'wallet_sendCalls') callsSent(result, params)
      return result
    } catch (error) {
      const mapped = toProviderError(error)
      if (mapped instanceof ProviderRpcError && mapped.code === UNSUPPORTED_METHOD_CODE)
        deps.onNotAllowed?.()
      throw mapped
    }
  }

  function callsSent(result: unknown, params: unknown) {
    const id = (result as { id?: unknown } | null)?.id
    const [request] = (Array.isArray(params) ? params : []) as [{ calls?: unknown[] }?]
    if (typeof id !== 'string' || !address) return
    deps.onCallsSent?.({ id, chainId, from: address, calls: request?.calls?.length ?? 0 })
  }

  return {
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setAccount(next) {
      address = next
    },
    account: () => address,
    chainId: () => chainId,
    emit,
  }
}
