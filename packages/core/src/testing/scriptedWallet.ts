import type { EIP1193Provider } from 'viem'

type Listener = (...args: unknown[]) => void
export type ConnectBehaviour = 'accept' | 'reject' | 'hang'

/**
 * A browser wallet stand-in for unit tests of the connection flows: it answers the EIP-1193
 * requests wagmi's injected connector makes, and can reject or never answer a connect.
 * End-to-end tests use a real signing wallet against anvil instead.
 */
export function createScriptedWallet(options: { chainId: number; address: `0x${string}` }) {
  const listeners = new Map<string, Set<Listener>>()
  const state = {
    chainId: options.chainId,
    connected: false,
    onConnect: 'accept' as ConnectBehaviour,
    onSwitch: 'accept' as 'accept' | 'reject',
    requests: [] as string[],
  }
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const hex = (n: number) => `0x${n.toString(16)}`

  async function request({ method, params }: { method: string; params?: unknown }) {
    state.requests.push(method)
    switch (method) {
      case 'eth_requestAccounts':
        if (state.onConnect === 'reject') throw rejection()
        if (state.onConnect === 'hang') return new Promise(() => {})
        state.connected = true
        return [options.address]
      case 'eth_accounts':
        return state.connected ? [options.address] : []
      case 'eth_chainId':
        return hex(state.chainId)
      case 'wallet_switchEthereumChain': {
        if (state.onSwitch === 'reject') throw rejection()
        const [{ chainId }] = params as [{ chainId: string }]
        state.chainId = Number(chainId)
        emit('chainChanged', chainId)
        return null
      }
      case 'wallet_revokePermissions':
        state.connected = false
        return null
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  } as unknown as EIP1193Provider

  return {
    provider,
    state,
    /** The wallet side ends the connection (as a user would in the extension). */
    disconnectFromWallet() {
      state.connected = false
      emit('accountsChanged', [])
    },
    moveToChain(chainId: number) {
      state.chainId = chainId
      emit('chainChanged', hex(chainId))
    },
  }
}

/** A Storage backed by a Map, so tests do not share localStorage. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
